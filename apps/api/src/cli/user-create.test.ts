import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/knex';
import { verifyPassword } from '../modules/user/password';
import { parseUserCreateArgs } from './userCreateArgs';
import { REPO_ROOT } from '../config/repoRoot';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-cli-'));

function userCreate(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/user-create.ts', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

describe('npm run user:create', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a user with a bcrypt hash and prints its id', async () => {
    const result = userCreate('--email', 'Staff@Nanum.example', '--password', 'Secure#2026', '--name', '김나눔', '--power', '2', '--type', '1', '--rank', '13', '--cardinal', '3', '--certified');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\d+$/);
    const db = createDb({ dialect: 'sqlite', dataDir, DB_ACQUIRE_TIMEOUT_MS: 2000 });
    try {
      const row = await db('users').where({ id: Number(result.stdout) }).first();
      expect(row).toMatchObject({ email: 'staff@nanum.example', name: '김나눔', power: 2, type: 1, rank: 13, cardinal: 3, certify: 1, passport: 0 });
      expect(row.password_hash).not.toContain('Secure#2026');
      expect(await verifyPassword('Secure#2026', row.password_hash)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a duplicate email with one line and exit code 1', () => {
    const result = userCreate('--email', 'staff@nanum.example', '--password', 'Other#2026x', '--name', '다른사람');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('nanum: a user with the email staff@nanum.example already exists.');
  });

  it('refuses an invalid value with one line and exit code 1', () => {
    const result = userCreate('--email', 'x@nanum.example', '--password', 'Secure#2026', '--name', '나눔', '--power', '3');
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('--power must be a whole number from 0 to 2');
  });
});

describe('user:create arguments', () => {
  const valid = ['--email', 'a@nanum.example', '--password', 'Secure#2026', '--name', '나눔'];

  it('defaults to an uncertified plain member', () => {
    expect(parseUserCreateArgs(valid)).toEqual({ email: 'a@nanum.example', password: 'Secure#2026', name: '나눔', power: 0, type: 0, rank: 0, cardinal: 0, certify: false });
  });

  it.each([
    [['--email', 'not-an-email', '--password', 'Secure#2026', '--name', '나눔'], '--email is not a valid email address'],
    [['--email', 'a@nanum.example', '--password', 'short1!', '--name', '나눔'], '--password must be 8 to 20 characters'],
    [['--email', 'a@nanum.example', '--password', 'Secure#2026'], '--name is required'],
    [[...valid, '--type', '6'], '--type must be a whole number from 0 to 5'],
    [[...valid, '--rank', '23'], '--rank must be a whole number from 0 to 22'],
    [[...valid, '--rank', 'chief'], '--rank must be a whole number from 0 to 22'],
    [[...valid, '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseUserCreateArgs(argv)).toThrow(message);
  });
});
