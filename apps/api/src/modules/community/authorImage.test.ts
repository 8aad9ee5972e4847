import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from './community.testkit';

const NEUTRAL = '/images/profile/default-unknown.svg';
const FEMALE = '/images/profile/default-female.svg';
const MALE = '/images/profile/default-male.svg';
const UPLOAD = '/api/files/profile/own-picture.webp';
const OPEN = { gender: 'members', mbti: 'members', affiliation: 'members', cohort: 'members', activity: 'members' };

/**
 * The default picture of a post's or comment's author tells their gender: a viewer who may not see
 * the gender (a visitor never; a member when the author keeps it 비공개) gets the neutral picture.
 */
describe.each(testDialects())('authors’ default pictures and the gender they show (%s)', (dialect) => {
  let t: TestApp;
  let postId: number;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createBoard(t.db, 'open', { permission: 2, perm: { write: 1, comment: 1 } });
    const people = {
      closed: { gender: 2, image: null, visibility: { ...OPEN, gender: 'private' } },
      opened: { gender: 1, image: null, visibility: OPEN },
      uploaded: { gender: 2, image: UPLOAD, visibility: { ...OPEN, gender: 'private' } },
      member: { gender: 1, image: null, visibility: OPEN },
    } as const;
    for (const [key, { gender, image, visibility }] of Object.entries(people)) {
      const user = await createTestUser(t.db, { name: key });
      await t.db('users').where({ id: user.id }).update({ gender, image });
      ids[key] = user.id;
      cookies[key] = await loginCookie(t.app, user.email);
      const saved = await request(t.app).put('/api/user/profile/visibility').set('cookie', cookies[key] as string).send({ visibility });
      expect(saved.status).toBe(200);
    }
    cookies.operator = await loginCookie(t.app, (await createTestUser(t.db, { power: 1 })).email);
    postId = await writePostAs(t, cookies.closed as string, 'open', { title: '성별 비공개 작성자의 글' });
    for (const key of ['closed', 'opened', 'uploaded']) {
      const res = await request(t.app).post(`/api/community/posts/${postId}/comments`).set('cookie', cookies[key] as string).send({ description: `${key}의 댓글` });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await t.drop();
  });

  /** The picture of each author on the post page, as the viewer gets it: the post's author, then each comment's. */
  const pictures = async (viewer?: string) => {
    const call = request(t.app).get(`/api/community/posts/${postId}`);
    const res = await (viewer ? call.set('cookie', cookies[viewer] as string) : call);
    expect(res.status).toBe(200);
    const comments = res.body.data.comments as { author: { id: number; image: string } }[];
    const byAuthor = (key: string) => comments.find((comment) => comment.author.id === ids[key])?.author.image;
    return { post: res.body.data.post.author.image, closed: byAuthor('closed'), opened: byAuthor('opened'), uploaded: byAuthor('uploaded') };
  };

  it.each([
    ['a visitor, who never sees a gender', undefined, { post: NEUTRAL, closed: NEUTRAL, opened: NEUTRAL, uploaded: UPLOAD }],
    ['a member, who sees the genders left 회원 공개', 'member', { post: NEUTRAL, closed: NEUTRAL, opened: MALE, uploaded: UPLOAD }],
    ['the author themselves', 'closed', { post: FEMALE, closed: FEMALE, opened: MALE, uploaded: UPLOAD }],
    ['an operator', 'operator', { post: FEMALE, closed: FEMALE, opened: MALE, uploaded: UPLOAD }],
  ])('shows %s the default picture of a gender only when it is theirs to see', async (_who, viewer, expected) => {
    expect(await pictures(viewer)).toEqual(expected);
  });

  it('applies the same rule to the board’s list, and follows a change of 공개 범위', async () => {
    const row = async (viewer?: string) => {
      const call = request(t.app).get('/api/community/boards/open/posts');
      const res = await (viewer ? call.set('cookie', cookies[viewer] as string) : call);
      return (res.body.data.list as { id: number; author: { image: string } }[]).find((post) => post.id === postId)?.author.image;
    };
    expect([await row(), await row('member'), await row('closed')]).toEqual([NEUTRAL, NEUTRAL, FEMALE]);
    await request(t.app).put('/api/user/profile/visibility').set('cookie', cookies.closed as string).send({ visibility: OPEN });
    try {
      expect([await row(), await row('member'), (await pictures('member')).closed]).toEqual([NEUTRAL, FEMALE, FEMALE]);
    } finally {
      await request(t.app).put('/api/user/profile/visibility').set('cookie', cookies.closed as string).send({ visibility: { ...OPEN, gender: 'private' } });
    }
  });

  it('reads each author’s 공개 범위 in the list’s own query, not one query per author', async () => {
    await createBoard(t.db, 'single', { permission: 2, perm: { write: 1, comment: 1 } });
    await createBoard(t.db, 'several', { permission: 2, perm: { write: 1, comment: 1 } });
    for (const key of ['closed', 'opened', 'uploaded']) {
      await writePostAs(t, cookies.closed as string, 'single', { title: `한 사람의 글 ${key}` });
      await writePostAs(t, cookies[key] as string, 'several', { title: `여러 사람의 글 ${key}` });
    }
    const queriesOf = async (board: string, images: string[]) => {
      const sql: string[] = [];
      const onQuery = (query: { sql: string }) => sql.push(query.sql);
      t.db.on('query', onQuery);
      try {
        const res = await request(t.app).get(`/api/community/boards/${board}/posts`);
        expect(res.body.data.list.map((post: { author: { image: string } }) => post.author.image)).toEqual(images);
      } finally {
        t.db.off('query', onQuery);
      }
      return sql.length;
    };
    // Newest first: uploaded's, opened's, closed's.
    expect(await queriesOf('several', [UPLOAD, NEUTRAL, NEUTRAL])).toBe(await queriesOf('single', [NEUTRAL, NEUTRAL, NEUTRAL]));
  });
});
