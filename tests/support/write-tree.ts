// Writes text files under a folder, making their folders: tests lay out sites, projects and builds with it.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** `files` maps a path relative to `dir` to its text. */
export async function writeTree(dir: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
}
