import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';

const router = { pathname: '/' };
vi.mock('next/router', () => ({ useRouter: () => router }));

const { default: Layout } = await import('./Layout');

function render(pathname: string) {
  router.pathname = pathname;
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <Layout>
        <p>본문</p>
      </Layout>
    </Provider>,
  );
}

describe('Layout', () => {
  beforeEach(() => {
    router.pathname = '/';
  });

  it('frames the page with header, main and footer landmarks and a skip link', () => {
    const html = render('/');
    expect(html).toMatch(/<header\b/);
    expect(html).toMatch(/<main id="main-content"[^>]*><p>본문<\/p><\/main>/);
    expect(html).toMatch(/<footer\b/);
    expect(html).toMatch(/<a href="#main-content"[^>]*>본문 바로가기<\/a>/);
  });

  it('shows the site name and the primary links in the header', () => {
    const header = /<header[\s\S]*<\/header>/.exec(render('/'))?.[0] ?? '';
    expect(header).toContain('나눔');
    for (const [label, href] of [
      ['협회소개', '/information'],
      ['소식', '/community/notice'],
      ['청소년위원회', '/youth'],
    ]) {
      expect(header).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${label}</a>`));
    }
  });

  it('has a labelled menu toggle that reports its state', () => {
    const toggle = /<button[^>]*navbar-toggler[^>]*>/.exec(render('/'))?.[0] ?? '';
    expect(toggle).toContain('aria-controls="site-nav"');
    expect(toggle).toContain('aria-expanded="false"');
    expect(toggle).toContain('aria-label="메뉴 열기"');
  });

  it('marks the current section in the header', () => {
    const header = /<header[\s\S]*<\/header>/.exec(render('/youth/champ'))?.[0] ?? '';
    expect(header).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/youth"|<a[^>]*href="\/youth"[^>]*aria-current="page"/);
    expect(header.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('shows the organisation name and a © line in the footer', () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(render('/'))?.[0] ?? '';
    expect(footer).toContain('나눔 사회공헌협회');
    expect(footer).toMatch(/© (<!-- -->)?<span>\d{4}<\/span>/);
  });

  it('hides the shared header and footer in the admin area', () => {
    const html = render('/admin/page');
    expect(html).not.toMatch(/<header\b/);
    expect(html).not.toMatch(/<footer\b/);
    expect(html).toContain('<p>본문</p>');
  });
});
