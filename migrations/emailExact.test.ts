import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { setTextComparison } from './helpers/collation';
import { insertedId } from '../apps/api/src/db/values';
import * as emailExact from './20261122_0016_email_exact';

/** 20261122_0016_email_exact on data written before it (its down, rows, then its up again). */
describe.each(testDialects())('migration 0016 email_exact (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const user = async (email: string) => insertedId(await t.db('users').insert({ email, name: '홍길동' }));

  it('stores every address canonical (NFC, lower-case), compares exactly and keys look-alikes', async () => {
    await emailExact.down(t.db);
    expect(await t.db.schema.hasColumn('users', 'email_key')).toBe(false);
    const mixed = await user('Mixed.Case@Nanum.Example');
    const decomposed = await user('Ko\u0308rner@Nanum.Example');
    const plain = await user('plain@nanum.example');
    await t.db('social_identities').insert({ user_id: mixed, provider: 'google', provider_user_id: 'g1', email: 'Mixed.Case@Nanum.Example' });
    await t.db('email_codes').insert({ email: 'Code@Nanum.Example', purpose: 'join', code_hash: 'x', expires_at: '2030-01-01 00:00:00' });

    await emailExact.up(t.db);

    const rows = await t.db('users').whereIn('id', [mixed, decomposed, plain]).orderBy('id').select('email', 'email_key');
    expect(rows).toEqual([
      { email: 'mixed.case@nanum.example', email_key: 'mixed.case@nanum.example' },
      { email: 'k\u00f6rner@nanum.example', email_key: 'korner@nanum.example' },
      { email: 'plain@nanum.example', email_key: 'plain@nanum.example' },
    ]);
    expect(await t.db('social_identities').where({ user_id: mixed }).first('email')).toEqual({ email: 'mixed.case@nanum.example' });
    expect(await t.db('email_codes').where({ email: 'code@nanum.example' })).toHaveLength(1);
    // Exact: neither case nor accents match any more, on either dialect.
    expect(await t.db('users').where({ email: 'korner@nanum.example' })).toHaveLength(0);
    expect(await t.db('users').where({ email: 'PLAIN@nanum.example' })).toHaveLength(0);
    expect(await t.db('email_codes').where({ email: 'CODE@nanum.example' })).toHaveLength(0);
    // The key is unique: a look-alike of an address cannot be a second account.
    await expect(t.db('users').insert({ email: 'korner@nanum.example', email_key: 'korner@nanum.example', name: '닮은꼴' })).rejects.toThrow();
  });

  it('stops before changing anything when two accounts differ only by case or accent, naming them', async () => {
    await emailExact.down(t.db);
    // Such rows exist only where the column already compared exactly (SQLite; MySQL is made so here).
    await setTextComparison(t.db, { table: 'users', column: 'email', length: 100, nullable: false }, 'exact');
    const first = await user('twin@nanum.example');
    const second = await user('TW\u00cdN@nanum.example');
    await expect(emailExact.up(t.db)).rejects.toThrow(`user ids: ${first}+${second}`);
    expect(await t.db.schema.hasColumn('users', 'email_key')).toBe(false);
    expect(await t.db('users').whereIn('id', [first, second]).orderBy('id').pluck('email')).toEqual(['twin@nanum.example', 'TW\u00cdN@nanum.example']);

    await t.db('users').where({ id: second }).delete();
    await emailExact.up(t.db);
    expect(await t.db('users').where({ id: first }).first('email_key')).toEqual({ email_key: 'twin@nanum.example' });
  });
});
