// The published site on a developer's machine: a folder the server reads per request, written by the same publisher
// that writes the site bucket in the cloud (functions/publish), with the manifest beside the folder, not in it.
import { randomUUID } from 'node:crypto';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { MANIFEST_KEY } from '../../functions/publish/manifest.ts';
import type { SitePort } from '../../functions/publish/publish.ts';

/** The folder readers are served from, under the site root (DATA_DIR/site). */
export const publicDir = (siteRoot: string) => join(siteRoot, 'public');
const manifestFile = (siteRoot: string) => join(siteRoot, 'manifest.json');

/** A new file takes its place with one rename, so a reader gets the old bytes or the new ones, never part. */
async function placeFile(target: string, write: (tmp: string) => Promise<void>) {
  await mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.${randomUUID()}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/** The site folder as the publisher's port; an invalidation has nothing to do, the server reads files per request. */
export function folderSitePort(siteRoot: string): SitePort {
  const root = publicDir(siteRoot);
  const fileOf = (key: string) => (key === MANIFEST_KEY ? manifestFile(siteRoot) : join(root, key));
  return {
    async read(key) {
      try {
        return await readFile(fileOf(key), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
    },
    put: (key, body) => placeFile(fileOf(key), (tmp) => writeFile(tmp, body)),
    // A hard link shares the built file's bytes; across disks (the warm build process writes under the
    // project) it is copied.
    putFile: (key, file) =>
      placeFile(fileOf(key), (tmp) =>
        link(file, tmp).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'EXDEV') throw err;
          return copyFile(file, tmp);
        }),
      ),
    async remove(keys) {
      for (const key of keys) {
        await rm(fileOf(key), { force: true });
        // A deleted page's folder goes too (`article/5/`), up to the first one still holding something.
        for (let dir = dirname(key); dir !== '.'; dir = dirname(dir))
          if (
            !(await rmdir(join(root, dir)).then(
              () => true,
              () => false,
            ))
          )
            break;
      }
    },
    invalidate: () => Promise.resolve(),
  };
}
