import { describe, expect, it } from 'vitest';
import { withDateText } from './latestDates';

describe('withDateText', () => {
  it("writes each post's day on Korea's calendar, keeping the rest of the post", () => {
    const posts = withDateText([
      { id: 1, title: '자정 전', boardHref: 'notice', thumbnail: null, kind: null, date: '2026-12-31T14:59:59.000Z' },
      { id: 2, title: '자정', boardHref: 'notice', thumbnail: null, kind: null, date: '2026-12-31T15:00:00.000Z' },
    ]);
    expect(posts.map((post) => post.dateText)).toEqual(['2026-12-31', '2027-01-01']);
    expect(posts[1]).toMatchObject({ id: 2, title: '자정', date: '2026-12-31T15:00:00.000Z' });
  });
});
