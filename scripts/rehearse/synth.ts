// The synthesized stack the rehearsal runs: `cdk synth` once per state of infra/, functions/ and the pipeline (a content
// hash), kept in the temporary folder and reused by every run and test file until those sources change.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A hash of what the synthesized template and Lambda assets are built from. */
async function sourceHash(): Promise<string> {
  const { stdout } = await run('git', [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    'infra',
    'functions',
    'scripts/pipeline',
    'package-lock.json',
    'cdk.json',
  ]);
  const hash = createHash('sha256');
  for (const file of stdout.split('\n').filter(Boolean).sort()) {
    hash.update(file);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A cdk.out for the current sources: `npx cdk synth` (its time: docs/rehearsal.md) the first time, the kept one after. */
export async function synthesized(): Promise<string> {
  const dir = join(tmpdir(), `rehearse-cdk-out-${await sourceHash()}`);
  if (existsSync(join(dir, 'A11yTechNews.template.json'))) return dir;
  const building = `${dir}.${process.pid}`;
  await run(
    'npx',
    ['cdk', 'synth', '-o', building, '--quiet', '-c', 'mailFromIdentity=example.org'],
    { env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: '1' }, maxBuffer: 64 * 1024 * 1024 },
  );
  // Another test file may have finished the same synth first; either copy is the same.
  if (existsSync(dir)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, dir);
  return dir;
}
