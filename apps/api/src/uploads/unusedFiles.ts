import { storageAt } from './storageRegistry';

/**
 * Removes the files of `folder` in the upload storage older than `olderThanMs` that `used` does not
 * claim (it answers which of the names it is given are still in use). Files younger than that are
 * left alone: an upload in progress, or a picture waiting for the page being edited to be saved.
 * Answers how many went.
 */
export async function removeUnusedFiles(uploadDir: string, folder: string, olderThanMs: number, used: (names: string[]) => Promise<Set<string>>, now = Date.now()): Promise<number> {
  const storage = storageAt(uploadDir);
  const old: string[] = [];
  for await (const object of storage.list(`${folder}/`)) {
    if (now - object.modifiedAt.getTime() > olderThanMs) old.push(object.key.slice(folder.length + 1));
  }
  if (old.length === 0) return 0;
  const kept = await used(old);
  const unused = old.filter((name) => !kept.has(name));
  for (const name of unused) await storage.remove(`${folder}/${name}`);
  return unused.length;
}
