import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createActors, createBoard, pngOf, writePostAs, type Actor } from './community.testkit';
import { sanitizePostHtml } from './sanitize';

const TOO_COMPLEX = '글의 서식이 너무 복잡합니다. 내용을 나누어 올려주세요.';

/**
 * Bodies whose cleaning held the whole server (the review's probe): "<p>x" and 33,000 unclosed
 * <b> (99 KB, seconds to clean), 5,500 short paragraphs (99 KB), and unclosed <b> behind comments
 * that close nothing (the parser keeps them all open).
 */
const HOSTILE_BODIES = [`<p>x${'<b>'.repeat(33_000)}</p>`, '<p>hello world</p>'.repeat(5_500), '<b><!--</b>-->'.repeat(6_000)];

describe.each(testDialects())('bodies past the markup limits (%s)', (dialect) => {
  let t: TestApp;
  let a: Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>;
  let postId: number;
  let commentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { BOARD_LIMIT_SCALE: '100' });
    a = await createActors(t);
    await createBoard(t.db, 'markup');
    postId = await writePostAs(t, a.member.cookie, 'markup', { title: '원래 글', content: '<p>원래 내용</p>' });
    const comment = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', a.member.cookie).send({ description: '원래 댓글' });
    commentId = comment.body.data[0].id;
    await request(t.app).put('/api/community/boards/markup/draft').set('cookie', a.member.cookie).send({ title: '임시', content: '<p>임시 내용</p>' }).expect(200);
  });
  afterAll(async () => {
    await t.drop();
  });

  /** Everything a refused write could have changed. */
  const state = async () => ({
    posts: await t.db('posts').orderBy('id').select('id', 'title', 'content', 'updated_at'),
    drafts: await t.db('post_drafts').orderBy('id').select('id', 'title', 'content', 'updated_at'),
    comments: await t.db('comments').orderBy('id').select('id', 'description', 'updated_at'),
  });

  it('refuses them as a draft, a post, an edit, in Korean, changing nothing', async () => {
    expect(BOARD_MESSAGES.contentTooComplex).toBe(TOO_COMPLEX);
    const before = await state();
    for (const content of HOSTILE_BODIES) {
      const writes = {
        draft: request(t.app).put('/api/community/boards/markup/draft').set('cookie', a.member.cookie).send({ title: '임시', content }),
        post: request(t.app).post('/api/community/boards/markup/posts').set('cookie', a.member.cookie).send({ title: '새 글', content }),
        edit: request(t.app).put(`/api/community/posts/${postId}`).set('cookie', a.member.cookie).send({ title: '고친 글', content }),
      };
      for (const [write, pending] of Object.entries(writes)) {
        const res = await pending;
        expect(res.status, write).toBe(400);
        expect(res.body.message, write).toBe(TOO_COMPLEX);
      }
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a comment or a comment edit whose text nests hundreds of tags, changing nothing', async () => {
    const before = await state();
    const description = `말${'<b>'.repeat(300)}`;
    const added = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', a.member.cookie).send({ description });
    const edited = await request(t.app).put(`/api/community/comments/${commentId}`).set('cookie', a.member.cookie).send({ description });
    for (const res of [added, edited]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TOO_COMPLEX);
    }
    expect(await state()).toEqual(before);
  });

  it('takes a real long post (50 paragraphs with pictures, lists and links) as a draft, a post and an edit', async () => {
    const png = await pngOf();
    const urls: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      urls.push((await request(t.app).post('/api/community/boards/markup/uploads/image').set('cookie', a.member.cookie).attach('image', png, `사진${n}.png`)).body.data.url as string);
    }
    const content = Array.from({ length: 50 }, (_, n) =>
      [
        n % 10 === 0 ? `<h2>${n / 10 + 1}주차</h2>` : '',
        `<p>${n + 1}번째 문단: 오늘은 <strong>어르신 댁</strong>에 연탄을 나르고 <em>김장</em>을 도왔습니다. <a href="https://nanum.example/${n}">기록</a>도 남겼어요.</p>`,
        n % 4 === 0 ? '<ul><li><p>장갑과 <u>앞치마</u></p></li><li><p>물</p><ul><li><p>두 병</p></li></ul></li></ul>' : '',
        n % 10 === 5 ? `<p><img src="${urls[(n - 5) / 10]}" alt="${n}번째 사진"></p>` : '',
      ].join(''),
    ).join('');
    const ids = urls.map((url) => Number(url.split('/').pop()));

    const draft = await request(t.app).put('/api/community/boards/markup/draft').set('cookie', a.other.cookie).send({ title: '긴 글', content });
    expect(draft.status).toBe(200);
    expect(draft.body.data.content).toBe(sanitizePostHtml(content));

    const id = await writePostAs(t, a.member.cookie, 'markup', { title: '한 달 봉사 기록', content });
    const read = (await request(t.app).get(`/api/community/posts/${id}`)).body.data;
    expect(read.post.content).toBe(sanitizePostHtml(content));
    expect(read.post.excerpt).toMatch(/^1주차 1번째 문단: 오늘은 어르신 댁에 연탄을 나르고 김장을 도왔습니다\. 기록도 남겼어요\. 장갑과 앞치마 물 두 병 /);
    expect(read.images.map((image: { id: number }) => image.id)).toEqual(ids);
    expect((await t.db('posts').where({ id }).first('thumbnail')).thumbnail).toBe(urls[0]);

    const edited = await request(t.app).put(`/api/community/posts/${id}`).set('cookie', a.member.cookie).send({ title: '한 달 봉사 기록 (고침)', content: `${content}<p>덧붙임</p>` });
    expect(edited.status).toBe(200);
    expect((await request(t.app).get(`/api/community/posts/${id}`)).body.data.post.content).toBe(sanitizePostHtml(`${content}<p>덧붙임</p>`));
  });
});
