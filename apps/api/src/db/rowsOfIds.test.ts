import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test/fixtures';
import { createTestDb, testDialects, type TestDb } from '../test/testDb';
import { idsOf, rowsOfIds } from './rowsOfIds';

describe.each(testDialects())('ids in bulk (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.drop());

  it('answers the ids a query selects, and none for a query that selects nothing', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createTestUser(t.db, { passwordHash: 'not-a-hash' })).id);
    await t.db('users').where({ id: ids[2] }).update({ certify: 0 });
    const audience = t.db('users').whereIn('users.id', ids).where('users.certify', 1);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(sorted(await idsOf(t.db, audience, 'users.id'))).toEqual([ids[0], ids[1], ids[3], ids[4]]);
    // The query is left as it was, to be read again.
    expect(await idsOf(t.db, audience, 'users.id')).toHaveLength(4);
    expect(await idsOf(t.db, t.db('users').where('users.id', -1), 'users.id')).toEqual([]);
  });

  it('reads the rows of more ids than one bound list holds', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createTestUser(t.db, { passwordHash: 'not-a-hash' })).id);
    const asked = [...Array.from({ length: 2500 }, (_, i) => -1 - i), ...ids];
    const rows = await rowsOfIds<{ id: number }>(t.db, 'users', 'id', asked, ['id']);
    expect(rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(ids);
  });
});
