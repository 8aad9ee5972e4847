import { renderToStaticMarkup } from 'react-dom/server';
import { StoreProvider } from '@/store/StoreProvider';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@nanum/shared/entities';
import { makeStore } from '@/store/store';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/' }) }));

const { default: Header } = await import('./Header');
const { default: AccountDropdown } = await import('./AccountDropdown');

const member = {
  id: 5, name: '박소망', email: 'member@nanum.example', gender: 1, image: null, certify: true, hidden: 0, power: 0, rank: 0, type: 0, cardinal: 0, alarm: [],
} as unknown as User;

function render(user: User | null, loaded = true) {
  return renderToStaticMarkup(
    <StoreProvider store={makeStore({ user, session: { loaded } })}>
      <Header />
    </StoreProvider>,
  );
}

/** The logged-in corner, which the header loads (next/dynamic, ssr: false) once a user is known. */
function renderAccount(user: User) {
  return renderToStaticMarkup(
    <StoreProvider store={makeStore({ user, session: { loaded: true } })}>
      <AccountDropdown />
    </StoreProvider>,
  );
}

describe('Header account corner', () => {
  it('holds the place of the account corner until the session is loaded (no 로그인 flash)', () => {
    const html = render(null, false);
    expect(html).not.toMatch(/>로그인<\/button>/);
    expect(html).not.toContain('계정 메뉴');
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*><\/span>/);
  });

  it('offers 후원하기 to everyone, as a link to /donate beside the account corner', () => {
    for (const user of [null, member]) expect(render(user)).toMatch(/<a[^>]*class="site-donate btn[^"]*"[^>]*href="\/donate"[^>]*>후원하기<\/a>|<a[^>]*href="\/donate"[^>]*class="site-donate btn[^"]*"[^>]*>후원하기<\/a>/);
  });

  it('offers a 로그인 button to visitors', () => {
    const html = render(null);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>로그인<\/button>/);
    expect(html).not.toContain('계정 메뉴');
  });

  it('shows a logged-in user’s avatar (the default image of their gender) and name, not 로그인', () => {
    expect(render(member)).not.toMatch(/>로그인<\/button>/);
    const html = renderAccount(member);
    expect(html).toMatch(/<button[^>]*aria-label="박소망님 계정 메뉴"/);
    expect(html).toContain('default-male.svg');
    expect(html).toMatch(/<img[^>]*alt=""/);
    expect(html).not.toContain('인증하기');
  });

  it('shows 인증하기 (to /certify) to a logged-in user who is not verified', () => {
    const html = renderAccount({ ...member, certify: false });
    expect(html).toMatch(/<a[^>]*href="\/certify"[^>]*>인증하기<\/a>/);
  });

  it('keeps the mobile menu toggle beside the account corner', () => {
    const html = render(member);
    expect(html.indexOf('site-account')).toBeLessThan(html.indexOf('site-menu-toggle'));
    expect(html).toContain('aria-controls="site-menu-panel"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('메뉴 열기');
  });

  it('has one dropdown per SPEC group, in order, and the single 사회공헌대상 link', () => {
    const html = render(null);
    const titles = [...html.matchAll(/id="site-nav-[a-z]+"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual(['협회소개', '구성원', '소식', '청소년위원회', '챔프단']);
    expect(html).toMatch(/<a[^>]*href="\/social-award"[^>]*>사회공헌대상<\/a>/);
  });
});
