import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { auditEntries, createAdminActors, type AdminActors } from '../admin/admin.testkit';
import { createBoard, writePostAs } from '../community/community.testkit';

describe.each(testDialects())('boards and kinds in the admin area (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;
  let board: { id: number; kinds: number[] };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
  });
  beforeEach(async () => {
    await t.db('audit_log').delete();
    await t.db('posts').delete();
    await t.db('boards').delete();
    board = await createBoard(t.db, 'free', { permission: 2, kinds: ['일반', '질문'] });
  });
  afterAll(async () => {
    await t.drop();
  });

  const as = (req: request.Test, cookie: string | null) => (cookie ? req.set('Cookie', cookie) : req);
  const settings = () => t.db('boards').where({ id: board.id }).first('name', 'description', 'layout', 'perm_list', 'perm_read', 'perm_write', 'perm_comment', 'perm_download', 'certified_only');
  const kinds = async () => (await t.db('board_kinds').where({ board_id: board.id }).orderBy([{ column: 'sort' }, { column: 'id' }]).select('id', 'name', 'color')).map((k) => ({ ...k, id: Number(k.id) }));
  const boardBody = (overrides: Record<string, unknown> = {}) => ({
    id: board.id,
    name: '자유게시판',
    description: '누구나 쓰는 곳',
    layout: 'gallery',
    perm: { list: 2, read: 2, write: 3, comment: 1, download: 0 },
    certifiedOnly: true,
    ...overrides,
  });

  it('refuses every call to a visitor, an uncertified user, a member and a hidden operator, and changes nothing', async () => {
    const before = { settings: await settings(), kinds: await kinds() };
    for (const { who, cookie, status } of actors.refused) {
      const answers = [
        await as(request(t.app).get('/api/admin/boards'), cookie),
        await as(request(t.app).put('/api/admin/boards'), cookie).send(boardBody()),
        await as(request(t.app).post('/api/admin/boards/kinds'), cookie).send({ boardId: board.id, name: '탈취', color: '#000000' }),
        await as(request(t.app).put('/api/admin/boards/kinds'), cookie).send({ id: board.kinds[0], name: '탈취', color: '#000000' }),
        await as(request(t.app).delete('/api/admin/boards/kinds'), cookie).send({ id: board.kinds[0] }),
        await as(request(t.app).put('/api/admin/boards/kinds/order'), cookie).send({ boardId: board.id, ids: [...board.kinds].reverse() }),
      ];
      for (const res of answers) {
        expect(res.status, who).toBe(status);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    }
    expect({ settings: await settings(), kinds: await kinds() }).toEqual(before);
    expect(await t.db('audit_log').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('lets an operator read the boards with their kinds and post counts, but keeps board settings and kind deletion for admins', async () => {
    await writePostAs(t, actors.admin.cookie, 'free', { title: '첫 글', content: '본문', kindId: board.kinds[0] });
    const list = await request(t.app).get('/api/admin/boards').set('Cookie', actors.operator.cookie);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: board.id,
        href: 'free',
        name: 'free 게시판',
        description: '',
        layout: 'list',
        perm: { list: 2, read: 2, write: 2, comment: 2, download: 2 },
        certifiedOnly: false,
        kinds: [
          { id: board.kinds[0], name: '일반', color: '#0d6efd', postCount: 1 },
          { id: board.kinds[1], name: '질문', color: '#0d6efd', postCount: 0 },
        ],
      },
    ]);

    for (const actor of [actors.operator, actors.division]) {
      const put = await request(t.app).put('/api/admin/boards').set('Cookie', actor.cookie).send(boardBody());
      expect(put.status).toBe(403);
      expect(put.body.message).toBe('게시판 설정과 말머리 삭제는 관리자만 할 수 있습니다.');
      const del = await request(t.app).delete('/api/admin/boards/kinds').set('Cookie', actor.cookie).send({ id: board.kinds[1] });
      expect(del.status).toBe(403);
    }
    expect(await settings()).toMatchObject({ name: 'free 게시판', layout: 'list' });
    expect(await kinds()).toHaveLength(2);
  });

  it('lets an admin change a board name, layout and permissions, which the public board answers at once, and records before and after', async () => {
    const res = await request(t.app).put('/api/admin/boards').set('Cookie', actors.admin.cookie).send(boardBody());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('게시판 설정을 저장했습니다.');
    expect(await settings()).toEqual({ name: '자유게시판', description: '누구나 쓰는 곳', layout: 'gallery', perm_list: 2, perm_read: 2, perm_write: 3, perm_comment: 1, perm_download: 0, certified_only: 1 });

    const publicBoard = await request(t.app).get('/api/community/boards/free');
    expect(publicBoard.body.data).toMatchObject({ name: '자유게시판', layout: 'gallery', perm: { write: 3 } });
    const [entry] = await auditEntries(t.db, 'board');
    expect(entry).toMatchObject({ action: 'board.update', user_id: actors.admin.id, target_id: board.id });
    expect(JSON.parse(entry?.before_json ?? 'null')).toMatchObject({ name: 'free 게시판', perm: { download: 2 }, certifiedOnly: false });
    expect(JSON.parse(entry?.after_json ?? 'null')).toMatchObject({ name: '자유게시판', perm: { download: 0 }, certifiedOnly: true });

    // Reading is now admin only: a visitor is refused the list.
    await request(t.app).put('/api/admin/boards').set('Cookie', actors.admin.cookie).send(boardBody({ perm: { list: 0, read: 0, write: 0, comment: 0, download: 0 } }));
    expect((await request(t.app).get('/api/community/boards/free/posts')).status).toBe(401);
  });

  it('lets an operator add, rename, recolour and reorder kinds, each recorded', async () => {
    const added = await request(t.app).post('/api/admin/boards/kinds').set('Cookie', actors.operator.cookie).send({ boardId: board.id, name: '후기', color: '#FF8800' });
    expect(added.body).toMatchObject({ status: 200, message: '말머리를 추가했습니다.', data: { name: '후기', color: '#ff8800' } });
    const newId = added.body.data.id as number;

    const edited = await request(t.app).put('/api/admin/boards/kinds').set('Cookie', actors.operator.cookie).send({ id: board.kinds[0], name: '잡담', color: '#198754' });
    expect(edited.body.message).toBe('말머리를 수정했습니다.');

    const order = [newId, board.kinds[1], board.kinds[0]];
    const ordered = await request(t.app).put('/api/admin/boards/kinds/order').set('Cookie', actors.division.cookie).send({ boardId: board.id, ids: order });
    expect(ordered.body.message).toBe('말머리 순서를 저장했습니다.');
    expect(await kinds()).toEqual([
      { id: newId, name: '후기', color: '#ff8800' },
      { id: board.kinds[1], name: '질문', color: '#0d6efd' },
      { id: board.kinds[0], name: '잡담', color: '#198754' },
    ]);
    const publicKinds = (await request(t.app).get('/api/community/boards/free')).body.data.kinds as Array<{ name: string }>;
    expect(publicKinds.map((kind) => kind.name)).toEqual(['후기', '질문', '잡담']);
    const entries = await auditEntries(t.db, 'kind');
    expect(entries.map((entry) => entry.action)).toEqual(['kind.create', 'kind.update']);
    expect(JSON.parse(entries[1]?.before_json ?? 'null')).toMatchObject({ name: '일반', color: '#0d6efd' });
    expect((await auditEntries(t.db, 'board')).map((entry) => entry.action)).toEqual(['kind.order']);
  });

  it('refuses to delete a kind posts use, and deletes an unused one for an admin', async () => {
    await writePostAs(t, actors.admin.cookie, 'free', { title: '분류된 글', content: '본문', kindId: board.kinds[0] });
    const refused = await request(t.app).delete('/api/admin/boards/kinds').set('Cookie', actors.admin.cookie).send({ id: board.kinds[0] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('이 말머리를 쓰는 게시글이 1개 있어 삭제할 수 없습니다. 게시글의 말머리를 먼저 바꾸거나 이름을 바꿔 사용해주세요.');
    expect(await kinds()).toHaveLength(2);

    const deleted = await request(t.app).delete('/api/admin/boards/kinds').set('Cookie', actors.admin.cookie).send({ id: board.kinds[1] });
    expect(deleted.body).toEqual({ status: 200, message: '말머리를 삭제했습니다.' });
    expect((await kinds()).map((kind) => kind.name)).toEqual(['일반']);
    const [entry] = await auditEntries(t.db, 'kind');
    expect(entry).toMatchObject({ action: 'kind.delete', target_id: board.kinds[1], after_json: null });
  });

  it('answers bad input in Korean and changes nothing', async () => {
    const before = { settings: await settings(), kinds: await kinds() };
    const admin = actors.admin.cookie;
    const cases: Array<[string, request.Test, number, string]> = [
      ['empty board name', request(t.app).put('/api/admin/boards').set('Cookie', admin).send(boardBody({ name: '  ' })), 400, '게시판 이름을 입력해주세요. (최대 50자)'],
      ['unknown layout', request(t.app).put('/api/admin/boards').set('Cookie', admin).send(boardBody({ layout: 'grid' })), 400, '게시판 형태를 다시 선택해주세요.'],
      ['permission out of the code table', request(t.app).put('/api/admin/boards').set('Cookie', admin).send(boardBody({ perm: { list: 4, read: 2, write: 1, comment: 1, download: 0 } })), 400, '권한은 관리자만, 운영자 이상, 회원만, 모두 중에서 선택해주세요.'],
      ['missing permission', request(t.app).put('/api/admin/boards').set('Cookie', admin).send(boardBody({ perm: { list: 2 } })), 400, '권한은 관리자만, 운영자 이상, 회원만, 모두 중에서 선택해주세요.'],
      ['unknown board', request(t.app).put('/api/admin/boards').set('Cookie', admin).send(boardBody({ id: 999999 })), 404, '존재하지 않는 게시판입니다.'],
      ['colour not #rrggbb', request(t.app).post('/api/admin/boards/kinds').set('Cookie', admin).send({ boardId: board.id, name: '새', color: 'red;background:url(x)' }), 400, '색상은 #으로 시작하는 6자리 색상 코드로 입력해주세요.'],
      ['empty kind name', request(t.app).post('/api/admin/boards/kinds').set('Cookie', admin).send({ boardId: board.id, name: '', color: '#000000' }), 400, '말머리 이름을 입력해주세요. (최대 30자)'],
      ['duplicate kind name', request(t.app).post('/api/admin/boards/kinds').set('Cookie', admin).send({ boardId: board.id, name: '질문', color: '#000000' }), 409, '이 게시판에 같은 이름의 말머리가 이미 있습니다.'],
      ['rename onto another kind', request(t.app).put('/api/admin/boards/kinds').set('Cookie', admin).send({ id: board.kinds[0], name: '질문', color: '#000000' }), 409, '이 게시판에 같은 이름의 말머리가 이미 있습니다.'],
      ['unknown kind', request(t.app).put('/api/admin/boards/kinds').set('Cookie', admin).send({ id: 999999, name: '없음', color: '#000000' }), 404, '존재하지 않는 말머리입니다.'],
      ['order missing a kind', request(t.app).put('/api/admin/boards/kinds/order').set('Cookie', admin).send({ boardId: board.id, ids: [board.kinds[0]] }), 409, '목록이 바뀌었습니다. 새로고침 후 다시 정렬해주세요.'],
      ['order with text ids', request(t.app).put('/api/admin/boards/kinds/order').set('Cookie', admin).send({ boardId: board.id, ids: ['a'] }), 400, '대상 번호가 올바르지 않습니다.'],
      ['delete without id', request(t.app).delete('/api/admin/boards/kinds').set('Cookie', admin).send({}), 400, '대상 번호가 올바르지 않습니다.'],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toBe(message);
    }
    expect({ settings: await settings(), kinds: await kinds() }).toEqual(before);
    expect(await t.db('audit_log').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
