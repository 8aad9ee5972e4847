import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { insertedId } from '../apps/api/src/db/values';
import * as reportCopies from './20261203_0044_report_copies';

/** 20261203_0044_report_copies: down, then up again, on both dialects. */
describe.each(testDialects())('migration 0044 report_copies (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const member = async (email: string) => insertedId(await t.db('users').insert({ email, email_key: email, name: '신고' }));
  const report = (reporterId: number, targetId: number, extra: Record<string, unknown> = {}) =>
    t.db('reports').insert({ reporter_id: reporterId, target_type: 'post', target_id: targetId, reason: 1, ...extra });

  it('keeps the latest report of each reporter and target on the way down; on the way up, one open report each and a copy of what was reported', async () => {
    const reporter = await member('reporter@nanum.example');
    const other = await member('other@nanum.example');
    await report(reporter, 7, { handled: 1, pending: null, reported_title: '처음 제목' });
    await report(reporter, 7, { reported_title: '다시 신고한 제목' });
    await report(other, 7);

    await reportCopies.down(t.db);
    expect(await t.db.schema.hasColumn('reports', 'reported_title')).toBe(false);
    expect(await t.db.schema.hasColumn('reports', 'pending')).toBe(false);
    expect((await t.db('reports').orderBy('id').select('reporter_id', 'handled')).map((row) => [Number(row.reporter_id), Number(row.handled)])).toEqual([[reporter, 0], [other, 0]]);
    await expect(report(reporter, 8, { handled: 1 }).then(() => report(reporter, 8))).rejects.toThrow();
    await t.db('reports').where({ target_id: 8 }).delete();
    await report(reporter, 9, { handled: 1 });

    await reportCopies.up(t.db);
    const rows = await t.db('reports').orderBy('id').select('reporter_id', 'target_id', 'pending', 'reported_title', 'reported_content');
    expect(rows.map((row) => [Number(row.reporter_id), Number(row.target_id), row.pending === null ? null : Number(row.pending), row.reported_title, row.reported_content])).toEqual([
      [reporter, 7, 1, null, null],
      [other, 7, 1, null, null],
      [reporter, 9, null, null, null],
    ]);
    // Handled, the reporter may report again; two open reports of one reporter and target are refused.
    await report(reporter, 9, { reported_title: '고친 제목', reported_content: '<p>고친 내용</p>' });
    await expect(report(reporter, 9)).rejects.toThrow();
    await expect(report(reporter, 7)).rejects.toThrow();
    expect(await t.db('reports').where({ target_id: 9, pending: 1 }).first('reported_title', 'reported_content')).toEqual({ reported_title: '고친 제목', reported_content: '<p>고친 내용</p>' });
  });
});
