import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { DashboardView } from '@nanum/shared/adminViews';
import { siteMonth } from '@nanum/shared/timeZone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from '../community/community.testkit';
import { createAdminActors, type AdminActors } from './admin.testkit';

describe.each(testDialects())('admin dashboard figures (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    await createBoard(t.db, 'notice');
    await writePostAs(t, actors.admin.cookie, 'notice', { title: '첫 공지' });
    await writePostAs(t, actors.admin.cookie, 'notice', { title: '둘째 공지' });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('is refused to a visitor, an uncertified user, a member and a hidden operator', async () => {
    for (const { who, cookie, status } of actors.refused) {
      const req = request(t.app).get('/api/admin/dashboard');
      expect((await (cookie ? req.set('Cookie', cookie) : req)).status, who).toBe(status);
    }
  });

  it('counts this month’s sign-ups, posts per board and members who logged in', async () => {
    const res = await request(t.app).get('/api/admin/dashboard').set('Cookie', actors.division.cookie);
    expect(res.status).toBe(200);
    const { signups, boards, members, campaigns } = res.body.data;
    expect(signups).toHaveLength(12);
    expect(signups[11]).toEqual({ month: siteMonth(new Date()), count: 6 });
    expect(boards).toEqual([{ board: 'notice 게시판', posts: 2, comments: 0 }]);
    expect(members).toEqual({ total: 6, certified: 5, active: 6 });
    expect(campaigns).toEqual([]);
    expect(res.body.data.backup).toBeNull();
  });

  it('shows the newest archive of BACKUP_DIR, when it was written and its size', async () => {
    fs.mkdirSync(t.config.backupDir, { recursive: true });
    const older = path.join(t.config.backupDir, 'nanum-backup-20261124-030000.tar.gz');
    const newer = path.join(t.config.backupDir, 'nanum-backup-20261125-030000.tar.gz');
    fs.writeFileSync(older, Buffer.alloc(10));
    fs.writeFileSync(newer, Buffer.alloc(2048));
    fs.utimesSync(older, new Date('2026-11-23T18:00:00Z'), new Date('2026-11-23T18:00:00Z'));
    fs.utimesSync(newer, new Date('2026-11-24T18:00:00Z'), new Date('2026-11-24T18:00:00Z'));
    fs.writeFileSync(path.join(t.config.backupDir, 'notes.txt'), '백업이 아닌 파일');
    const res = await request(t.app).get('/api/admin/dashboard').set('Cookie', actors.division.cookie);
    expect(res.body.data.backup).toEqual({ at: '2026-11-24T18:00:00.000Z', size: 2048 });
  });
});

describe.each(testDialects())('admin dashboard counts only what the site still shows (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
    await createBoard(t.db, 'free');
  });
  afterAll(async () => {
    await t.drop();
  });

  const member = async (name: string) => {
    const user = await createTestUser(t.db, { name });
    return { id: user.id, cookie: await loginCookie(t.app, user.email) };
  };
  const comment = async (cookie: string, postId: number, description: string): Promise<number> => {
    const res = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('Cookie', cookie).send({ description });
    expect(res.status).toBe(200);
    return (await t.db('comments').where({ post_id: postId, description }).first('id')).id as number;
  };
  const hideByReport = async (reporter: string, target: 'post' | 'comment', targetId: number) => {
    expect((await request(t.app).post('/api/community/reports').set('Cookie', reporter).send({ target, targetId, reason: 2 })).status).toBe(200);
    expect((await request(t.app).put('/api/admin/report').set('Cookie', actors.operator.cookie).send({ targetType: target, targetId, decision: 'hide' })).status).toBe(200);
  };

  const dashboard = async () => {
    const res = await request(t.app).get('/api/admin/dashboard').set('Cookie', actors.operator.cookie);
    expect(res.status).toBe(200);
    return res.body.data as DashboardView;
  };

  it('leaves out deleted and hidden posts with their comments, and deleted and hidden comments', async () => {
    const writer = await member('글쓴이');
    const commenter = await member('댓글러');
    // Shown: one post with one comment of three (one deleted by its author, one hidden by reports).
    const shown = await writePostAs(t, writer.cookie, 'free', { title: '보이는 글' });
    await comment(commenter.cookie, shown, '보이는 댓글');
    const deletedComment = await comment(commenter.cookie, shown, '지울 댓글');
    expect((await request(t.app).delete(`/api/community/comments/${deletedComment}`).set('Cookie', commenter.cookie)).status).toBe(200);
    await hideByReport(writer.cookie, 'comment', await comment(commenter.cookie, shown, '숨길 댓글'));
    // Gone: a post its author deleted with its two comments, and a post hidden by reports with its comment.
    const deleted = await writePostAs(t, writer.cookie, 'free', { title: '지울 글' });
    await comment(commenter.cookie, deleted, '지운 글의 댓글 1');
    await comment(commenter.cookie, deleted, '지운 글의 댓글 2');
    expect((await request(t.app).delete(`/api/community/posts/${deleted}`).set('Cookie', writer.cookie)).status).toBe(200);
    const hidden = await writePostAs(t, writer.cookie, 'free', { title: '숨길 글' });
    await comment(commenter.cookie, hidden, '숨긴 글의 댓글');
    await hideByReport(commenter.cookie, 'post', hidden);

    expect((await dashboard()).boards).toEqual([{ board: 'free 게시판', posts: 1, comments: 1 }]);
  });

  it('leaves out a member who withdrew (their row stays, emptied) from the members, not from the month they signed up', async () => {
    const before = await dashboard();
    const leaver = await member('떠날회원');
    const joined = await dashboard();
    expect(joined.members).toEqual({ total: before.members.total + 1, certified: before.members.certified + 1, active: before.members.active + 1 });
    expect(joined.signups[11]).toEqual({ month: siteMonth(new Date()), count: (before.signups[11]?.count ?? 0) + 1 });

    expect((await request(t.app).post('/api/user/withdraw').set('Cookie', leaver.cookie).send({ content: 'keep', password: TEST_PASSWORD })).status).toBe(200);
    const after = await dashboard();
    expect(after.members).toEqual(before.members);
    expect(after.signups).toEqual(joined.signups);
  });
});
