// Local upload store: one file per upload plus its content type in a sidecar, under DATA_DIR/uploads.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isUploadName } from './names.ts';
import type { StoredUpload, UploadStore } from './store.ts';

export function createFolderUploadStore(dir: string): UploadStore {
  return {
    async put(name, bytes, contentType) {
      if (!isUploadName(name)) throw new Error(`Refusing upload name ${name}`);
      await mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = join(dir, `.${name}.tmp`);
      await writeFile(tmp, bytes);
      await writeFile(join(dir, `${name}.type`), contentType);
      await rename(tmp, join(dir, name));
    },
    async get(name): Promise<StoredUpload | null> {
      if (!isUploadName(name)) return null;
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(join(dir, name)),
          readFile(join(dir, `${name}.type`), 'utf8'),
        ]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(name) {
      if (!isUploadName(name)) throw new Error(`Refusing upload name ${name}`);
      // The file before its sidecar: get() needs both, so the file is gone the moment the first rm lands.
      await rm(join(dir, name), { force: true });
      await rm(join(dir, `${name}.type`), { force: true });
    },
  };
}
