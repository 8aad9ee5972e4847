import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGES_PER_POST } from '@nanum/shared/boardRules';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, pngOf, writePostAs, type Actor } from './community.testkit';

const TOO_MANY = '첨부할 수 있는 파일 수를 넘었습니다.';

describe.each(testDialects())('the images-per-post cap (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await createActors(t);
    await createBoard(t.db, 'album', { permission: 2, perm: { write: 1, comment: 1 } });
  });
  afterAll(async () => {
    await t.drop();
  });

  /** IMAGES_PER_POST + 1 images newly uploaded by the member, as URLs: `full` (as many as the cap) and one more. */
  const uploadOneTooMany = async () => {
    const png = await pngOf();
    const upload = async (i: number) => (await request(t.app).post('/api/community/boards/album/uploads/image').set('cookie', a.member.cookie).attach('image', png, `사진${i}.png`)).body.data.url as string;
    const full: string[] = [];
    for (let i = 0; i < IMAGES_PER_POST; i += 1) full.push(await upload(i));
    return { full, extra: await upload(IMAGES_PER_POST) };
  };
  const body = (shown: string[]) => shown.map((url) => `<img src="${url}" alt="">`).join('');
  const idOf = (url: string) => Number(url.split('/').pop());
  const postsOnBoard = async () => Number((await t.db('posts').count({ count: '*' }).first())?.count);
  const attachedTo = async (url: string) => (await t.db('attachments').where({ id: idOf(url) }).first('post_id')).post_id;

  it('refuses a post showing more images in its body than the cap, whether listed or not, storing nothing', async () => {
    const { full, extra } = await uploadOneTooMany();
    const before = await postsOnBoard();
    const write = (content: string, imageIds: number[]) => request(t.app).post('/api/community/boards/album/posts').set('cookie', a.member.cookie).send({ title: '사진 많은 글', content, imageIds });
    for (const res of [await write(body([...full, extra]), []), await write(body(full), [idOf(extra)])]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TOO_MANY);
    }
    expect(await postsOnBoard()).toBe(before);
    expect(await attachedTo(extra)).toBeNull();

    const postId = await writePostAs(t, a.member.cookie, 'album', { title: '사진 스무 장', content: body(full) });
    expect((await request(t.app).get(`/api/community/posts/${postId}`)).body.data.images).toHaveLength(IMAGES_PER_POST);
  });

  it('refuses an edit that brings a post past the cap, changing nothing', async () => {
    const { full, extra } = await uploadOneTooMany();
    const postId = await writePostAs(t, a.member.cookie, 'album', { title: '사진 열아홉 장', content: body(full.slice(1)) });
    const edit = (content: string, imageIds: number[] = []) => request(t.app).put(`/api/community/posts/${postId}`).set('cookie', a.member.cookie).send({ title: '사진 더', content, imageIds });
    const before = await t.db('posts').where({ id: postId }).first('title', 'content');

    for (const res of [await edit(body([...full, extra])), await edit(body(full), [idOf(extra)])]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TOO_MANY);
    }
    expect(await t.db('posts').where({ id: postId }).first('title', 'content')).toEqual(before);
    expect(await attachedTo(extra)).toBeNull();
    expect((await request(t.app).get(`/api/community/posts/${postId}`)).body.data.images).toHaveLength(IMAGES_PER_POST - 1);

    expect((await edit(body(full))).status).toBe(200);
    expect((await request(t.app).get(`/api/community/posts/${postId}`)).body.data.images).toHaveLength(IMAGES_PER_POST);
  });
});
