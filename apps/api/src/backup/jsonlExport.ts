import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import type { Db } from '../db/knex';
import type { TableSum } from './rowChecksum';
import { appliedMigrations, listTables, MIGRATION_TABLES, tableSums } from './tableList';

/**
 * The logical export where mysqldump is not installed: every table's rows as JSON lines, read in ONE
 * read-only REPEATABLE READ transaction, so every table comes from the same moment (InnoDB serves
 * all the transaction's reads from the snapshot of its first read) while the site goes on writing.
 * The row counts and checksums are taken from the same rows, in the same pass.
 */
export async function exportJsonl(db: Db, dir: string): Promise<{ tables: Record<string, TableSum>; migrations: string[] }> {
  return db.transaction(
    async (trx) => {
      const migrations = await appliedMigrations(trx);
      const tables = (await listTables(trx)).filter((table) => !MIGRATION_TABLES.includes(table));
      const files = new Map<string, fs.WriteStream>();
      try {
        const sums = await tableSums(trx, tables, async (table, row) => {
          let out = files.get(table);
          if (!out) files.set(table, (out = fs.createWriteStream(path.join(dir, `${table}.jsonl`), { mode: 0o600 })));
          if (!out.write(`${JSON.stringify(row, encodeValue)}\n`)) await once(out, 'drain');
        });
        return { tables: sums, migrations };
      } finally {
        await Promise.all([...files.values()].map((out) => new Promise((resolve) => out.end(resolve))));
      }
    },
    // Not READ ONLY: knex writes it without the comma MariaDB needs. The export only reads.
    { isolationLevel: 'repeatable read' },
  );
}

const BATCH = 500;

/**
 * Loads an export into a database whose schema the migrations just made: the rows the migrations
 * wrote (settings, codes) give way to the exported ones; foreign keys are checked once all is in.
 */
export async function importJsonl(db: Db, dir: string, tables: string[]): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of tables) await trx(table).delete();
    for (const table of tables) {
      const file = path.join(dir, `${table}.jsonl`);
      if (!fs.existsSync(file)) continue;
      let batch: Array<Record<string, unknown>> = [];
      for await (const line of readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
        if (!line) continue;
        batch.push(JSON.parse(line, decodeValue) as Record<string, unknown>);
        if (batch.length === BATCH) {
          await trx(table).insert(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await trx(table).insert(batch);
    }
    await trx.raw('SET FOREIGN_KEY_CHECKS = 1');
  });
}

/** Binary values survive JSON as { $base64 }. */
function encodeValue(this: unknown, _key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer' && Array.isArray((value as { data?: unknown }).data)) {
    return { $base64: Buffer.from((value as { data: number[] }).data).toString('base64') };
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}

function decodeValue(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && typeof (value as { $base64?: unknown }).$base64 === 'string') return Buffer.from((value as { $base64: string }).$base64, 'base64');
  return value;
}
