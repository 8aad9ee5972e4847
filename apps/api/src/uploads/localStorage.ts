import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredObject } from './storage';

/**
 * Uploads in a local folder (DATA_DIR/uploads): "<folder>/<name>" is that file. A write goes to a
 * hidden temporary file first and is renamed into place.
 */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error('key outside the uploads folder');
    return file;
  };
  const stat = (key: string) => fsp.stat(fileOf(key)).catch(() => undefined);
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(4).toString('hex')}.tmp`);
      await fsp.writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
      await fsp.rename(temporary, file);
    },
    async get(key) {
      const found = await stat(key);
      if (!found?.isFile()) return null;
      return { body: fs.createReadStream(fileOf(key)) as Readable, size: found.size };
    },
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async exists(key) {
      return (await stat(key))?.isFile() ?? false;
    },
    async size(key) {
      const found = await stat(key);
      return found?.isFile() ? found.size : null;
    },
    async *list(prefix): AsyncGenerator<StoredObject> {
      if (prefix === '') {
        // Everything: each folder in turn (keys are "<folder>/<name>").
        for (const entry of await fsp.readdir(root, { withFileTypes: true }).catch(() => [])) {
          if (entry.isDirectory() && !entry.name.startsWith('.')) yield* this.list(`${entry.name}/`);
        }
        return;
      }
      const folder = prefix.replace(/\/$/, '');
      const dir = fileOf(folder);
      const names = await fsp.readdir(dir).catch(() => [] as string[]);
      // A write's hidden temporary file is listed too: one a crash left behind is named by no row,
      // so the sweeps remove it once it is old, like any file without its row.
      for (const name of names) {
        const found = await fsp.stat(path.join(dir, name)).catch(() => undefined);
        if (found?.isFile()) yield { key: `${folder}/${name}`, size: found.size, modifiedAt: found.mtime } satisfies StoredObject;
      }
    },
  };
}
