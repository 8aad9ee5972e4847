import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChanges, type AuditEntryView } from '@nanum/shared/auditLog';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from '../community/community.testkit';
import { createAdminActors, type AdminActors } from './admin.testkit';

describe.each(testDialects())('a report decision in the audit log (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let author: string;
  let reporters: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { REPORT_HIDE_THRESHOLD: '10' });
    actors = await createAdminActors(t);
    await createBoard(t.db, 'free');
    const cookieOf = async (name: string) => loginCookie(t.app, (await createTestUser(t.db, { name })).email);
    author = await cookieOf('작성자');
    reporters = [await cookieOf('신고자1'), await cookieOf('신고자2')];
  });
  afterAll(async () => {
    await t.drop();
  });

  /** A post reported by `count` members and the operator's decision on it: the log's entry and how it reads. */
  async function decided(decision: 'hide' | 'keep', count: number): Promise<{ entry: AuditEntryView; lines: string[]; csv: string }> {
    const postId = await writePostAs(t, author, 'free', { title: `신고된 글 ${decision}` });
    for (const reporter of reporters.slice(0, count)) {
      expect((await request(t.app).post('/api/community/reports').set('Cookie', reporter).send({ target: 'post', targetId: postId, reason: 2 })).status).toBe(200);
    }
    expect((await request(t.app).put('/api/admin/report').set('Cookie', actors.operator.cookie).send({ targetType: 'post', targetId: postId, decision })).status).toBe(200);
    const page = (await request(t.app).get(`/api/admin/audit?action=report.${decision}&target=post&targetId=${postId}`).set('Cookie', actors.admin.cookie)).body.data;
    expect(page.total).toBe(1);
    const entry = page.list[0] as AuditEntryView;
    const lines = auditChanges(entry.before, entry.after, page.names).map((change) => `${change.label}: ${change.before} → ${change.after}`);
    const csv = (await request(t.app).get(`/api/admin/audit/export?action=report.${decision}&target=post&targetId=${postId}`).set('Cookie', actors.admin.cookie)).text;
    return { entry, lines, csv };
  }

  it('records the same fields before and after, so a hiding reads as what changed', async () => {
    const { entry, lines, csv } = await decided('hide', 2);
    expect(entry.before).toEqual({ hidden: false, openReports: 2 });
    expect(entry.after).toEqual({ hidden: true, openReports: 0 });
    expect(lines).toEqual(['숨김: 아니오 → 예', '처리 대기 신고(건): 2 → 0']);
    expect(csv).toContain('"숨김: 아니오 → 예\n처리 대기 신고(건): 2 → 0"');
  });

  it('reads a decision to keep as the reports handled, the post as it was', async () => {
    const { entry, lines } = await decided('keep', 1);
    expect(Object.keys(entry.after as object)).toEqual(Object.keys(entry.before as object));
    expect(lines).toEqual(['처리 대기 신고(건): 1 → 0']);
  });
});
