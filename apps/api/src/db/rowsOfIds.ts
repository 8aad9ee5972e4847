import type { Db } from './knex';

/** Ids bound in one `IN (...)` list at most. */
const ID_LIST_CHUNK = 1000;

/** The rows of `table` whose `column` is one of `ids` (member ids, say), with `columns`, read by lists of 1,000 bound ids. */
export async function rowsOfIds<Row extends Record<string, unknown>>(db: Db, table: string, column: string, ids: readonly number[], columns: readonly string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += ID_LIST_CHUNK) {
    rows.push(...((await db(table).whereIn(column, ids.slice(start, start + ID_LIST_CHUNK)).select(...columns)) as Row[]));
  }
  return rows;
}
