import { removeAdminImage } from '../admin/adminImages';

/**
 * Runs a write that uses a freshly stored image: when the write fails the new file is removed, so
 * a refused or failed change leaves nothing behind.
 */
export async function withNewImage<T>(uploadDir: string, folder: string, image: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeAdminImage(uploadDir, folder, image);
    throw error;
  }
}

/** Checks that `ids` names every row of a list exactly once (a reorder of a list that changed meanwhile is refused). */
export function sameIds(ids: number[], rows: Array<{ id: number }>): boolean {
  const known = new Set(rows.map((row) => row.id));
  return ids.length === rows.length && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
}
