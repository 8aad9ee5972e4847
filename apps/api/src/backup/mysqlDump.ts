import fs from 'node:fs';
import readline from 'node:readline';
import { runMysqlProgram } from './mysqlClient';
import { RowChecksum, type TableSum } from './rowChecksum';

/**
 * mysqldump in one REPEATABLE READ transaction (`--single-transaction`: a consistent snapshot that
 * blocks no writer), one INSERT line per row in primary-key order, so that the dump can be checked
 * row by row: a table's rows are its INSERT lines, and the same data dumps to the same lines.
 */
const DUMP_OPTIONS = ['--single-transaction', '--skip-extended-insert', '--order-by-primary', '--hex-blob', '--skip-comments', '--skip-dump-date', '--no-tablespaces', '--default-character-set=utf8mb4', '--tz-utc'];

export async function dumpMysql(program: string, databaseUrl: string, outFile: string, workDir: string): Promise<void> {
  await runMysqlProgram(program, databaseUrl, DUMP_OPTIONS, { stdout: fs.createWriteStream(outFile, { mode: 0o600 }) }, workDir);
}

/** Loads a dump into the (empty) database with the mysql client. */
export async function loadMysqlDump(program: string, databaseUrl: string, dumpFile: string, workDir: string): Promise<void> {
  await runMysqlProgram(program, databaseUrl, ['--default-character-set=utf8mb4', '--binary-mode'], { stdin: fs.createReadStream(dumpFile) }, workDir);
}

const CREATE = /^CREATE TABLE `((?:[^`]|``)+)`/;
const INSERT = /^INSERT INTO `((?:[^`]|``)+)` VALUES /;

/** Row count and checksum of every table of a dump, from its CREATE TABLE and INSERT lines. */
export async function dumpSums(dumpFile: string): Promise<Record<string, TableSum>> {
  const sums = new Map<string, RowChecksum>();
  const lines = readline.createInterface({ input: fs.createReadStream(dumpFile, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const insert = INSERT.exec(line);
    if (insert?.[1]) {
      const table = insert[1].replace(/``/g, '`');
      let sum = sums.get(table);
      if (!sum) sums.set(table, (sum = new RowChecksum()));
      sum.add(line);
      continue;
    }
    const create = CREATE.exec(line);
    if (create?.[1]) {
      const table = create[1].replace(/``/g, '`');
      if (!sums.has(table)) sums.set(table, new RowChecksum());
    }
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)).map(([table, sum]) => [table, sum.result()]));
}
