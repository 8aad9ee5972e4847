import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { siteMonth } from '@nanum/shared/timeZone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
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
