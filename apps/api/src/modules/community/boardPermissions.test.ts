import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionCode } from '@nanum/shared/codes';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, uploadFileAs, writePostAs, type Actor } from './community.testkit';

type ActorName = 'visitor' | 'uncertified' | 'member' | 'operator' | 'admin';
const ACTORS: ActorName[] = ['visitor', 'uncertified', 'member', 'operator', 'admin'];

/**
 * Who passes, per board permission (0 admin only, 3 operators and admins, 1 users only, 2 everyone)
 * and "certified only":
 * for the reading actions (list, read, download) and the writing ones (write, comment).
 */
const MATRIX: { permission: PermissionCode; certifiedOnly: boolean; reads: ActorName[]; writes: ActorName[] }[] = [
  { permission: 0, certifiedOnly: false, reads: ['admin'], writes: ['admin'] },
  { permission: 0, certifiedOnly: true, reads: ['admin'], writes: ['admin'] },
  { permission: 3, certifiedOnly: false, reads: ['operator', 'admin'], writes: ['operator', 'admin'] },
  { permission: 1, certifiedOnly: false, reads: ['uncertified', 'member', 'operator', 'admin'], writes: ['uncertified', 'member', 'operator', 'admin'] },
  { permission: 1, certifiedOnly: true, reads: ['member', 'operator', 'admin'], writes: ['member', 'operator', 'admin'] },
  { permission: 2, certifiedOnly: false, reads: ['visitor', 'uncertified', 'member', 'operator', 'admin'], writes: ['uncertified', 'member', 'operator', 'admin'] },
  { permission: 2, certifiedOnly: true, reads: ['visitor', 'uncertified', 'member', 'operator', 'admin'], writes: ['member', 'operator', 'admin'] },
];

describe.each(testDialects())('board permissions for every actor (%s)', (dialect) => {
  let t: TestApp;
  let actors: Record<Exclude<ActorName, 'visitor'>, Actor>;
  const boards = new Map<string, { postId: number; fileId: number }>();
  const hrefOf = (permission: number, certifiedOnly: boolean) => `perm-${permission}-${certifiedOnly ? 'c' : 'o'}`;

  beforeAll(async () => {
    // Every board of the matrix is written on by the same actors: more posts than the per-member limit lets a person.
    t = await createTestApp(dialect, { BOARD_LIMIT_SCALE: '100' });
    actors = await createActors(t);
    for (const row of MATRIX) {
      const href = hrefOf(row.permission, row.certifiedOnly);
      await createBoard(t.db, href, { permission: row.permission, certifiedOnly: row.certifiedOnly });
      const fileId = await uploadFileAs(t, actors.admin.cookie, href, '안내문.pdf', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
      const postId = await writePostAs(t, actors.admin.cookie, href, { title: `${href} 공지`, fileIds: [fileId] });
      boards.set(href, { postId, fileId });
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (actor: ActorName) => (req: request.Test) => (actor === 'visitor' ? req : req.set('cookie', actors[actor].cookie));

  describe.each(MATRIX)('permission $permission, certified only $certifiedOnly', ({ permission, certifiedOnly, reads, writes }) => {
    const href = hrefOf(permission, certifiedOnly);

    it.each(ACTORS)('%s', async (actor) => {
      const { postId, fileId } = boards.get(href) as { postId: number; fileId: number };
      const send = as(actor);
      const list = await send(request(t.app).get(`/api/community/boards/${href}/posts`));
      const read = await send(request(t.app).get(`/api/community/posts/${postId}`));
      const download = await send(request(t.app).get(`/api/community/files/${fileId}`));
      const write = await send(request(t.app).post(`/api/community/boards/${href}/posts`)).send({ title: `${href} ${actor}의 글`, content: '<p>안녕하세요</p>' });
      const comment = await send(request(t.app).post(`/api/community/posts/${postId}/comments`)).send({ description: `${actor}의 댓글` });

      const mayRead = reads.includes(actor);
      const mayWrite = writes.includes(actor);
      expect(list.status, 'list').toBe(mayRead ? 200 : actor === 'visitor' ? 401 : 403);
      expect(read.status, 'read').toBe(mayRead ? 200 : actor === 'visitor' ? 401 : 403);
      expect(download.status, 'download').toBe(mayRead ? 200 : actor === 'visitor' ? 401 : 403);
      expect(write.status, 'write').toBe(mayWrite ? 200 : actor === 'visitor' ? 401 : 403);
      expect(comment.status, 'comment').toBe(mayWrite && mayRead ? 200 : actor === 'visitor' ? 401 : 403);

      if (mayRead) {
        expect(list.body.data.list.map((row: { title: string }) => row.title)).toContain(`${href} 공지`);
        expect(read.body.data.post.title).toBe(`${href} 공지`);
        expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%EC%95%88%EB%82%B4%EB%AC%B8.pdf");
      } else {
        expect(typeof list.body.message).toBe('string');
        expect(list.body.message).toMatch(/[가-힣]/);
        expect(JSON.stringify(read.body)).not.toContain(`${href} 공지`);
      }
      const written = await t.db('posts').where({ title: `${href} ${actor}의 글` }).count({ count: '*' }).first();
      expect(Number(written?.count)).toBe(mayWrite ? 1 : 0);
      await t.db('posts').where({ title: `${href} ${actor}의 글` }).delete();
    });
  });

  it('tells an unverified member of a certified-only board to get verified', async () => {
    const res = await request(t.app).post('/api/community/boards/perm-1-c/posts').set('cookie', actors.uncertified.cookie).send({ title: '글', content: '<p>내용</p>' });
    expect(res.body).toEqual({ status: 403, message: '회원 인증 후 이용할 수 있습니다. 인증을 먼저 완료해주세요.' });
  });

  it('answers what the viewer may do on each board', async () => {
    const res = await request(t.app).get('/api/community/boards/perm-1-o').set('cookie', actors.member.cookie);
    expect(res.body.data.can).toEqual({ list: true, read: true, write: true, comment: true, download: true, moderate: false });
    const visitor = await request(t.app).get('/api/community/boards/perm-1-o');
    expect(visitor.body.data.can).toEqual({ list: false, read: false, write: false, comment: false, download: false, moderate: false });
  });

  it('does not list another board’s posts in a profile the viewer may not read', async () => {
    // A visitor sees no one's activity (issue 23); an unverified member reads the open and the members' boards only.
    expect((await request(t.app).get(`/api/community/board/get/${actors.admin.id}`)).status).toBe(401);
    const unverified = await request(t.app).get(`/api/community/board/get/${actors.admin.id}`).set('cookie', actors.uncertified.cookie);
    const titles = unverified.body.data.list.map((row: { title: string }) => row.title);
    expect(titles).toContain('perm-2-o 공지');
    expect(titles).toContain('perm-1-o 공지');
    expect(titles).not.toContain('perm-1-c 공지');
    expect(titles).not.toContain('perm-0-o 공지');
    expect(titles).not.toContain('perm-3-o 공지');
    const admin = await request(t.app).get(`/api/community/board/get/${actors.admin.id}?pageMax=50`).set('cookie', actors.admin.cookie);
    expect(admin.body.data.count).toBe(7);
    const operator = await request(t.app).get(`/api/community/board/get/${actors.admin.id}?pageMax=50`).set('cookie', actors.operator.cookie);
    const operatorTitles = operator.body.data.list.map((row: { title: string }) => row.title);
    expect(operatorTitles).toContain('perm-3-o 공지');
    expect(operatorTitles).not.toContain('perm-0-o 공지');
  });
});
