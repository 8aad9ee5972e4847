import { renderToStaticMarkup } from 'react-dom/server';
import { StoreProvider } from '@/store/StoreProvider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';

const router = { pathname: '/', asPath: '/' };
vi.mock('next/router', () => ({ useRouter: () => router }));

const { default: Layout } = await import('./Layout');

function render(pathname: string) {
  router.pathname = pathname;
  router.asPath = pathname;
  return renderToStaticMarkup(
    <StoreProvider store={makeStore()}>
      <Layout>
        <p>본문</p>
      </Layout>
    </StoreProvider>,
  );
}

describe('Layout', () => {
  beforeEach(() => {
    router.pathname = '/';
    router.asPath = '/';
  });

  it('frames the page with header, main and footer landmarks and a skip link', () => {
    const html = render('/');
    expect(html).toMatch(/<header\b/);
    expect(html).toMatch(/<main id="main-content"[^>]*><p>본문<\/p><\/main>/);
    expect(html).toMatch(/<footer\b/);
    expect(html).toMatch(/<a href="#main-content"[^>]*>본문 바로가기<\/a>/);
  });

  it('shows the site name and the menu groups in the header', () => {
    const header = /<header[\s\S]*<\/header>/.exec(render('/'))?.[0] ?? '';
    expect(header).toContain('나눔');
    for (const label of ['협회소개', '구성원', '소식', '청소년위원회', '챔프단', '사회공헌대상']) expect(header).toContain(`>${label}<`);
  });

  it('has a labelled menu toggle that reports its state', () => {
    const toggle = /<button[^>]*site-menu-toggle[^>]*>[\s\S]*?<\/button>/.exec(render('/'))?.[0] ?? '';
    expect(toggle).toContain('aria-controls="site-menu-panel"');
    expect(toggle).toContain('aria-expanded="false"');
    expect(toggle).toContain('메뉴 열기');
  });

  it('marks the current section in the header', () => {
    const header = /<header[\s\S]*<\/header>/.exec(render('/youth/champ'))?.[0] ?? '';
    expect(header.match(/site-nav-group active/g)).toHaveLength(1);
    expect(header).toMatch(/site-nav-group active[^>]*><button[^>]*id="site-nav-youth"/);
  });

  it('shows the organisation name and a © line in the footer', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(render('/'))?.[0] ?? '';
    expect(footer).toContain('나눔 사회공헌협회');
    // No year: nothing on the line depends on the clock, so server and browser write the same text.
    expect(footer).toMatch(/<p class="mb-0 small">© (<!-- -->)?나눔 사회공헌협회(<!-- -->)?\. All rights reserved\.<\/p>/);
  });

  it('hides the shared header and footer in the admin area', () => {
    const html = render('/admin/page');
    expect(html).not.toMatch(/<header\b/);
    expect(html).not.toMatch(/<footer\b/);
    expect(html).toContain('<p>본문</p>');
  });
});
