import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { insertedId } from '../apps/api/src/db/values';
import * as postDraftImages from './20261202_0036_post_draft_images';
import * as backfill from './20261202_0037_post_draft_images_backfill';

/** 20261202_0036_post_draft_images and its backfill 0037: down, then up again, on both dialects. */
describe.each(testDialects())('migrations 0036 post_draft_images and 0037 its backfill (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const member = async (email: string) => insertedId(await t.db('users').insert({ email, email_key: email, name: '초안' }));
  const upload = async (userId: number, kind: 'image' | 'file' = 'image', postId: number | null = null) =>
    insertedId(await t.db('attachments').insert({ user_id: userId, post_id: postId, kind, original_name: 'a.png', stored_name: `${kind}-${userId}-${Math.random()}`, mime: 'image/webp', size: 1 }));
  const held = async () => (await t.db('post_draft_images').orderBy('attachment_id').select('draft_id', 'attachment_id')).map((row) => [Number(row.draft_id), Number(row.attachment_id)]);

  it('holds the pictures of drafts saved before it: the writer’s own unused images only; the holds go with the draft or the upload', async () => {
    await backfill.down();
    await postDraftImages.down(t.db);
    expect(await t.db.schema.hasTable('post_draft_images')).toBe(false);
    await postDraftImages.up(t.db);

    const writer = await member('writer@nanum.example');
    const other = await member('other@nanum.example');
    const boardId = insertedId(await t.db('boards').insert({ href: 'draft-pics', name: '초안 사진', perm_list: 2, perm_read: 2, perm_write: 1, perm_comment: 1, perm_download: 1 }));
    const postId = insertedId(await t.db('posts').insert({ board_id: boardId, user_id: writer, title: '글', content: '<p>글</p>' }));
    const own = await upload(writer);
    const second = await upload(writer);
    const othersImage = await upload(other);
    const ownFile = await upload(writer, 'file');
    const onPost = await upload(writer, 'image', postId);
    const show = (...ids: number[]) => ids.map((id) => `<img src="/api/community/images/${id}" alt="">`).join('');
    const draftId = insertedId(await t.db('post_drafts').insert({ user_id: writer, board_id: boardId, title: '초안', content: `<p>사진</p>${show(own, othersImage, ownFile, onPost, own, 999_999)}` }));
    await t.db('post_drafts').insert({ user_id: other, board_id: boardId, title: '남의 초안', content: show(second) });

    await backfill.up(t.db);
    expect(await held()).toEqual([[draftId, own]]);

    await t.db('post_draft_images').insert({ draft_id: draftId, attachment_id: second });
    await t.db('attachments').where({ id: second }).delete();
    expect(await held()).toEqual([[draftId, own]]);
    await t.db('post_drafts').where({ id: draftId }).delete();
    expect(await held()).toEqual([]);
    await expect(t.db('post_draft_images').insert({ draft_id: 999_999, attachment_id: own })).rejects.toThrow();
  });
});
