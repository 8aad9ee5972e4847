import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard, writePostAs } from './community.testkit';
import { countVisit, pruneVisits } from './post.repo';

describe.each(testDialects())('a visit counts once per visitor per Korean day (%s)', (dialect) => {
  let t: TestApp;
  let postId: number;
  const visitsOf = async () => Number((await t.db('posts').where({ id: postId }).first('visit'))?.visit);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createBoard(t.db, 'talk');
    const author = await createTestUser(t.db);
    postId = await writePostAs(t, await loginCookie(t.app, author.email), 'talk', { title: '방문 세기' });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('starts a new day at midnight in Seoul, not in UTC', async () => {
    const before = await visitsOf();
    // 23:30 on the 24th in Seoul, then 00:30 on the 25th: two Korean days within one UTC day.
    expect(await countVisit(t.db, postId, 'visitor-a', new Date('2026-11-24T14:30:00Z'))).toBe(true);
    expect(await countVisit(t.db, postId, 'visitor-a', new Date('2026-11-24T15:30:00Z'))).toBe(true);
    // 23:00 on the 25th in Seoul is the same Korean day, though the UTC date has moved on.
    expect(await countVisit(t.db, postId, 'visitor-a', new Date('2026-11-25T14:00:00Z'))).toBe(false);
    expect(await visitsOf()).toBe(before + 2);
  });

  it('counts visitors who come at the same moment, every one, and a repeat at that moment once', async () => {
    // The proof's foreign key reads the post's row: counted the other way round (proof, then the
    // count), visitors at once deadlocked on MariaDB and some reads answered 500.
    const before = await visitsOf();
    const at = new Date('2026-11-26T03:00:00Z');
    const visitors = Array.from({ length: 16 }, (_, n) => `together-${n}`);
    const counted = await Promise.all([...visitors, 'together-0', 'together-1'].map((visitor) => countVisit(t.db, postId, visitor, at)));
    expect(counted.filter(Boolean)).toHaveLength(16);
    expect(await visitsOf()).toBe(before + 16);
  });

  it('keeps the proofs of yesterday and today in Korea, and drops older ones', async () => {
    // 00:30 on the 26th in Seoul: the 25th is yesterday, the 24th is gone.
    await pruneVisits(t.db, new Date('2026-11-25T15:30:00Z'));
    const days = (await t.db('post_visits').where({ post_id: postId, visitor: 'visitor-a' }).orderBy('day').pluck('day')) as string[];
    expect(days).toEqual(['2026-11-25']);
  });
});
