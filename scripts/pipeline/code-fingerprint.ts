// A fingerprint of the code that renders the site: a published site other code built takes a full build, never a
// partial one over it (build-plan.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** What the pages are made from: the site, the server code it imports, and the pipeline and config that build it. */
const SOURCE_DIRS = ['site', 'functions', 'scripts/pipeline'];
const SOURCE_FILES = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** Tests never reach a page. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** sha256 over every source file's path and bytes, in path order (about 600 files, tens of ms). */
export async function codeFingerprint(projectDir: string): Promise<string> {
  const files = [...SOURCE_FILES];
  for (const dir of SOURCE_DIRS)
    for (const e of await readdir(join(projectDir, dir), { recursive: true, withFileTypes: true }))
      if (e.isFile() && !isTest(e.name))
        files.push(relative(projectDir, join(e.parentPath, e.name)).split(sep).join('/'));
  files.sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(join(projectDir, file)))
      .update('\0');
  return hash.digest('hex');
}
