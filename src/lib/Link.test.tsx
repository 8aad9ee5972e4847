import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const router = { push: vi.fn(async () => true), prefetch: vi.fn(async () => undefined) };
vi.mock('next/router', () => ({ default: router }));
const { default: Link, hrefOf } = await import('./Link');

type Anchor = ReactElement<Record<string, (event: unknown) => void>>;
/** The anchor Link renders, to call its handlers as the browser would. */
const anchorOf = (props: Parameters<typeof Link>[0]) => (Link as unknown as { render(p: unknown, ref: null): Anchor }).render(props, null);
const click = (over: Record<string, unknown> = {}, attributes: { target?: string; download?: boolean } = {}) => ({
  button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, preventDefault: vi.fn(),
  currentTarget: { target: attributes.target ?? '', hasAttribute: (name: string) => name === 'download' && !!attributes.download },
  ...over,
});

describe('Link', () => {
  beforeEach(() => {
    router.push.mockClear();
    router.prefetch.mockClear();
  });

  it('renders a plain anchor with the address, query included', () => {
    expect(renderToStaticMarkup(<Link href="/community/notice" className="nav-link">공지사항</Link>)).toBe('<a href="/community/notice" class="nav-link">공지사항</a>');
    expect(hrefOf({ pathname: '/admin/page', query: { section: 'youth' } })).toBe('/admin/page?section=youth');
    expect(hrefOf({ pathname: '/admin/page' })).toBe('/admin/page');
  });

  it('moves to a page of the site without a page load on a plain click', () => {
    const onClick = vi.fn();
    const event = click();
    anchorOf({ href: '/youth', onClick, children: '청소년' }).props.onClick!(event);
    expect(onClick).toHaveBeenCalledWith(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledWith('/youth', undefined, undefined);
    anchorOf({ href: { pathname: '/admin/page', query: { section: 'boards' } }, shallow: true, children: '게시판' }).props.onClick!(click());
    expect(router.push).toHaveBeenLastCalledWith('/admin/page?section=boards', undefined, { shallow: true });
  });

  it('leaves new tabs, downloads, other sites, jumps and handled clicks to the browser', () => {
    const cases = [
      { href: '/youth', event: click({ ctrlKey: true }) },
      { href: '/youth', event: click({ metaKey: true }) },
      { href: '/youth', event: click({ button: 1 }) },
      { href: '/youth', event: click({}, { target: '_blank' }) },
      { href: '/api/files/a.pdf', event: click({}, { download: true }) },
      { href: 'https://blog.example.org', event: click() },
      { href: '//evil.example', event: click() },
      { href: '#main', event: click() },
      { href: '/youth', event: click({ defaultPrevented: true }) },
    ];
    for (const { href, event } of cases) {
      anchorOf({ href, children: 'x' }).props.onClick!(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it('fetches the next page’s code when the pointer, a finger or the focus comes to it', () => {
    const anchor = anchorOf({ href: '/history', children: '걸어온 길' });
    anchor.props.onMouseEnter!({});
    anchor.props.onTouchStart!({});
    anchor.props.onFocus!({});
    expect(router.prefetch).toHaveBeenCalledTimes(3);
    expect(router.prefetch).toHaveBeenCalledWith('/history');
    anchorOf({ href: 'https://blog.example.org', children: '블로그' }).props.onMouseEnter!({});
    expect(router.prefetch).toHaveBeenCalledTimes(3);
  });
});
