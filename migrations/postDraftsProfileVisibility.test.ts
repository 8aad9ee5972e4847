import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { insertedId } from '../apps/api/src/db/values';
import * as postDrafts from './20261122_0020_post_drafts';
import * as profileVisibility from './20261122_0021_profile_visibility';
import * as postDraftImages from './20261202_0036_post_draft_images';

/** 20261122_0020_post_drafts and 20261122_0021_profile_visibility: down, then up again, on both dialects. */
describe.each(testDialects())('migrations 0020 post_drafts and 0021 profile_visibility (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('adds and removes the profile visibility column, keeping the members', async () => {
    const id = insertedId(await t.db('users').insert({ email: 'vis@nanum.example', email_key: 'vis@nanum.example', name: '공개범위', profile_visibility: '{"mbti":"private"}' }));
    await profileVisibility.down(t.db);
    expect(await t.db.schema.hasColumn('users', 'profile_visibility')).toBe(false);
    expect(await t.db('users').where({ id }).first('name')).toEqual({ name: '공개범위' });
    await profileVisibility.up(t.db);
    expect(await t.db('users').where({ id }).first('profile_visibility')).toEqual({ profile_visibility: null });
  });

  it('creates post_drafts with one draft per member and board, gone with the member', async () => {
    // 0036's table refers to post_drafts: it goes first and comes back after.
    await postDraftImages.down(t.db);
    await postDrafts.down(t.db);
    expect(await t.db.schema.hasTable('post_drafts')).toBe(false);
    await postDrafts.up(t.db);
    await postDraftImages.up(t.db);
    const userId = insertedId(await t.db('users').insert({ email: 'draft@nanum.example', email_key: 'draft@nanum.example', name: '초안' }));
    const boardId = insertedId(await t.db('boards').insert({ href: 'drafts', name: '초안 게시판', perm_list: 2, perm_read: 2, perm_write: 1, perm_comment: 1, perm_download: 1 }));
    await t.db('post_drafts').insert({ user_id: userId, board_id: boardId, title: '제목', content: '<p>본문</p>' });
    await expect(t.db('post_drafts').insert({ user_id: userId, board_id: boardId, title: '둘째', content: '' })).rejects.toThrow();
    await t.db('users').where({ id: userId }).delete();
    expect(await t.db('post_drafts')).toEqual([]);
  });
});
