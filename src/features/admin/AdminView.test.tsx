// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_AUDIT_NAMES } from '@nanum/shared/auditLog';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { organisationRoutes, signedIn } from '@/test/signedIn';
import AdminView from './AdminView';

const operator = signedIn({ id: 1, name: '운영자', power: 1, type: 1 });

/** The page router, navigating for real: a push (a link's click) or `go` (the back button) shows the new address. */
let go: (asPath: string) => void = () => undefined;
function Navigable({ start }: { start: string }) {
  const [router, setRouter] = useState<NextRouter>(() => routerAt(start));
  function routerAt(asPath: string): NextRouter {
    const router = fakeRouter(asPath);
    router.push = vi.fn(async (href: unknown) => {
      setRouter(routerAt(String(href)));
      return true;
    });
    return router;
  }
  go = (asPath) => setRouter(routerAt(asPath));
  return (
    <RouterContext.Provider value={router}>
      <AdminView />
    </RouterContext.Provider>
  );
}

// The menu at 375 px, as the browser lays it out: one line, 375 px wide, each item 100 px wide, scrolled by scrollLeft.
const ITEM_WIDTH = 100;
const STRIP_WIDTH = 375;
const box = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 40, height: 40, x: left, y: 0, toJSON: () => ({}) }) as DOMRect;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const strip = this.closest('ul');
    if (!strip) return box(0, 0);
    if (this === strip) return box(0, STRIP_WIDTH);
    const index = [...strip.children].findIndex((item) => item.contains(this));
    return box(index * ITEM_WIDTH - strip.scrollLeft, ITEM_WIDTH);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function openAdmin(start: string) {
  fakeApi({
    ...organisationRoutes,
    'GET /api/admin/alarm/recipients': { body: { status: 200, data: { count: 0 } } },
    'GET /api/corporation/get/all': { body: { status: 200, data: [] } },
    'GET /api/admin/audit': { body: { status: 200, data: { list: [], names: NO_AUDIT_NAMES, total: 0, page: 1, pageSize: 20 } } },
  });
  const view = renderWithStore(<Navigable start={start} />, { user: operator, preloadedState: { session: { loaded: true } } });
  const menu = screen.getByRole('navigation', { name: '관리 메뉴' });
  const strip = within(menu).getByRole('list');
  /** Where the item is on screen, in px from the strip's left edge. */
  const shown = (name: string) => within(menu).getByRole('link', { name }).getBoundingClientRect();
  return { ...view, menu, strip, shown };
}

describe('the admin menu on a phone', () => {
  it('opens scrolled to the current section’s item, at once, when it lies past the right edge', () => {
    const { strip, shown } = openAdmin('/admin/page?section=audit');
    expect(within(strip).getByRole('link', { name: '변경 기록' }).getAttribute('aria-current')).toBe('page');
    expect(shown('변경 기록').left).toBeGreaterThanOrEqual(0);
    expect(shown('변경 기록').right).toBe(STRIP_WIDTH);
  });

  it('keeps the strip where it is when the current item is already in view', () => {
    const { strip } = openAdmin('/admin/page?section=corporations');
    expect(strip.scrollLeft).toBe(0);
  });

  it('brings the item of each section opened into view, by the nearest edge', async () => {
    const { events, strip, shown } = openAdmin('/admin/page?section=broadcast');
    expect(shown('알림 발송').right).toBe(STRIP_WIDTH);

    await events.click(screen.getByRole('link', { name: '변경 기록' }));
    expect(await screen.findByRole('heading', { level: 1, name: '변경 기록' })).toBeDefined();
    expect(shown('변경 기록').right).toBe(STRIP_WIDTH);

    // Back to a section whose item is in view: the strip does not move.
    const before = strip.scrollLeft;
    act(() => go('/admin/page?section=broadcast'));
    expect(screen.getByRole('heading', { level: 1, name: '알림 발송' })).toBeDefined();
    expect(strip.scrollLeft).toBe(before);

    // The browser's back button to a section whose item is now past the left edge.
    act(() => go('/admin/page?section=corporations'));
    expect(shown('협력 기업').left).toBe(0);
    expect(strip.scrollLeft).toBe(ITEM_WIDTH);
  });
});
