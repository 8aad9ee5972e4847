import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HomeView from './HomeView';
import type { HomeData } from './homeData';
import { withDateText } from './latestDates';

const data: HomeData = {
  // As getServerSideProps prepares them: the day written on the site's clock (latestDates.ts).
  notices: withDateText([{ id: 12, title: '챔프단 3기 모집 안내', boardHref: 'notice', thumbnail: null, kind: { name: '모집', color: '#fd7e14' }, date: '2026-11-20T16:30:00.000Z' }]),
  gallery: withDateText([{ id: 31, title: '가을 플로깅 데이 현장', boardHref: 'gallery', thumbnail: null, kind: { name: '봉사 현장', color: '#198754' }, date: '2026-10-01T01:00:00.000Z' }]).map((post) => ({ ...post, tile: null })),
  endorsers: [{ id: 1, name: '한서율', description: '배우 · 목소리 재능기부', image: '/images/endorsers/1.svg', href: 'https://www.youtube-nocookie.com/embed/x' }],
};

describe('HomeView with data from the API', () => {
  const html = renderToStaticMarkup(<HomeView data={data} />);

  it('links the latest notice and gallery post to their own pages, dated in Korean time', () => {
    expect(html).toMatch(/<a[^>]*href="\/community\/notice\/12"[^>]*>챔프단 3기 모집 안내<\/a>/);
    expect(html).toContain('2026-11-21');
    expect(html).toMatch(/<a[^>]*href="\/community\/gallery\/31"/);
    expect(html).toContain('가을 플로깅 데이 현장');
  });

  it('shows endorsers with a button for their video, and no player until one is opened', () => {
    expect(html).toMatch(/<h2 id="endorsers-title"[^>]*>나눔을 응원하는 사람들<\/h2>/);
    expect(html).toContain('한서율');
    expect(html).toMatch(/<button[^>]*>.*한서율 영상 보기<\/button>/);
    expect(html).not.toContain('<iframe');
  });
});
