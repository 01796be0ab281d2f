// The Node binary a rehearsed runtime names (Lambda's nodejsNN.x, CodeBuild's runtime-versions): this process's own
// when the major matches, else the `node` package of that major from the npm registry, installed once into a cache.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const installing = new Map<string, Promise<string>>();

/** The path of a `node` binary of `major`; installs `node@<major>` under `cacheDir/node/<major>` when needed. */
export function nodeBinary(major: number, cacheDir: string): Promise<string> {
  if (Number(process.versions.node.split('.')[0]) === major)
    return Promise.resolve(process.execPath);
  const prefix = join(cacheDir, 'node', String(major));
  const bin = join(prefix, 'node_modules', '.bin', 'node');
  let pending = installing.get(prefix);
  if (!pending) {
    pending = (async () => {
      if (!existsSync(bin)) {
        await mkdir(prefix, { recursive: true });
        await run(
          'npm',
          ['install', '--no-audit', '--no-fund', '--prefix', prefix, `node@${major}`],
          {
            timeout: 300_000,
          },
        );
      }
      if (!existsSync(bin)) throw new Error(`node@${major} did not install a binary at ${bin}`);
      return bin;
    })();
    installing.set(prefix, pending);
  }
  return pending;
}
