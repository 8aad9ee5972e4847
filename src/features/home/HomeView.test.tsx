import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HomeView from './HomeView';
import { homeContent } from './homeContent';

const html = renderToStaticMarkup(<HomeView />);

/** Routes of SPEC section 2 that the home page may link to. */
const SPEC_ROUTES = new Set([
  '/information', '/history', '/worth', '/esg', '/organization', '/campaign', '/join', '/gateway',
  '/community/notice', '/community/annual-fundraising', '/community/donation-utilization', '/gallery', '/press', '/video',
  '/youth', '/youth/champ', '/youth/supporters', '/youth/kscv', '/author/join',
]);

const text = (fragment: string) => fragment.replace(/<[^>]+>/g, '').trim();

describe('HomeView', () => {
  it('has one h1, the mission, and headings that never skip a level', () => {
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    expect(html).toMatch(/<h1[^>]*>나눔으로 더 따뜻한 사회를<\/h1>/);
  });

  it('shows the four sections, each named by its heading', () => {
    for (const title of ['협회 소개', '청소년 봉사 프로그램', '소식', '함께하기']) {
      const heading = new RegExp(`<h2 id="([^"]+)"[^>]*>${title}</h2>`).exec(html);
      expect(heading, title).not.toBeNull();
      expect(html).toContain(`aria-labelledby="${heading?.[1]}"`);
    }
  });

  it('links only to routes of the spec, each with its own readable text', () => {
    const links = [...html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => ({
      href: m[1] ?? '',
      label: text(m[2] ?? ''),
    }));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      expect(SPEC_ROUTES, link.href).toContain(link.href);
      expect(link.label.length, link.href).toBeGreaterThan(1);
    }
    expect(links.map((l) => l.label)).not.toContain('더 보기');
  });

  it('offers a call to action to join', () => {
    expect(html).toMatch(/<a[^>]*href="\/author\/join"[^>]*>회원가입하기<\/a>/);
    expect(homeContent.join.actions?.length).toBeGreaterThan(0);
  });

  it('renders no inline script (strict CSP)', () => {
    expect(html).not.toMatch(/<script/i);
  });
});
