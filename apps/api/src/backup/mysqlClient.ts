import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The first of `names` found on PATH, or null (mysqldump is optional; the MariaDB names too). */
export function findProgram(names: string[]): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return null;
}

export const findMysqldump = (): string | null => findProgram(['mysqldump', 'mariadb-dump']);
export const findMysqlClient = (): string | null => findProgram(['mysql', 'mariadb']);

const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * Runs a MySQL client program against the database of `databaseUrl`. The credentials go through an
 * option file readable only by us (`--defaults-extra-file`), never the command line, where any
 * user of the machine could read them in the process list.
 */
export async function runMysqlProgram(program: string, databaseUrl: string, args: string[], io: { stdin?: Readable; stdout?: Writable }, workDir: string): Promise<void> {
  const url = new URL(databaseUrl);
  const optionFile = path.join(workDir, '.my.cnf');
  const lines = ['[client]', `host=${quoted(url.hostname)}`, `port=${url.port || '3306'}`, `user=${quoted(decodeURIComponent(url.username))}`];
  if (url.password) lines.push(`password=${quoted(decodeURIComponent(url.password))}`);
  await fsp.writeFile(optionFile, `${lines.join('\n')}\n`, { mode: 0o600 });
  try {
    const child = spawn(program, [`--defaults-extra-file=${optionFile}`, ...args, decodeURIComponent(url.pathname.slice(1))], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    const output = io.stdout ? pipeline(child.stdout, io.stdout) : (child.stdout.resume(), Promise.resolve());
    const input = io.stdin ? pipeline(io.stdin, child.stdin) : (child.stdin.end(), Promise.resolve());
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    await Promise.all([output, input.catch(() => undefined)]);
    if (code !== 0) throw new Error(`${path.basename(program)} failed (${code}): ${stderr.trim().split('\n')[0] ?? ''}`);
  } finally {
    await fsp.rm(optionFile, { force: true });
  }
}
