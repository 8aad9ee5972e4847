import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the files of `dir` older than `olderThanMs` that `used` does not claim (it answers which
 * of the names it is given are still in use). Files younger than that are left alone: an upload
 * in progress, or a picture waiting for the page being edited to be saved. Answers how many went.
 */
export async function removeUnusedFiles(dir: string, olderThanMs: number, used: (names: string[]) => Promise<Set<string>>, now = Date.now()): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stat?.isFile() && now - stat.mtimeMs > olderThanMs) old.push(name);
  }
  if (old.length === 0) return 0;
  const kept = await used(old);
  const unused = old.filter((name) => !kept.has(name));
  for (const name of unused) await fs.rm(path.join(dir, name), { force: true });
  return unused.length;
}
