// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@nanum/shared/entities';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import Header from './Header';

/**
 * The 챔프단 group's links for a logged-in member, as they open it: in the desktop dropdown, then
 * (the dropdown closed by the click elsewhere) in the side panel.
 */
async function champLinks(user: User): Promise<{ desktop: string[]; panel: string[] }> {
  fakeApi({
    'GET /api/site/settings': { body: { status: 200, data: { blogUrl: '' } } },
    'GET /api/alarm/get': { body: { status: 200, data: [] } },
  });
  const { events } = renderWithStore(<Header />, { user, router: fakeRouter('/'), preloadedState: { session: { loaded: true } } as never });
  const linksIn = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => `${link.textContent} ${link.getAttribute('href')}`);

  const toggle = within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('button', { name: '챔프단' });
  await events.click(toggle);
  // The open list, labelled by its button (Bootstrap's dropdown markup, no menu role); its links load with the first open.
  const list = document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`)!;
  await within(list).findAllByRole('link');
  const desktop = linksIn(list);

  await events.click(screen.getByRole('button', { name: '메뉴 열기' }));
  const panel = await screen.findByRole('navigation', { name: '전체 메뉴' });
  return { desktop, panel: linksIn(within(panel).getByRole('region', { name: '챔프단' })) };
}

describe('나의 활동 역량 in the 챔프단 menu', () => {
  it('is offered to an active champ member, in the dropdown and the side panel, as their own ability page', async () => {
    const { desktop, panel } = await champLinks(signedIn({ id: 7, type: 2, rank: 1, cardinal: 3 }));
    expect(desktop).toContain('나의 활동 역량 /youth/ability/7');
    expect(panel).toContain('나의 활동 역량 /youth/ability/7');
  });

  it('is offered to an operator, who is no champ member', async () => {
    const { desktop, panel } = await champLinks(signedIn({ id: 3, type: 1, rank: 7, cardinal: 0, power: 1 }));
    expect(desktop).toContain('나의 활동 역량 /youth/ability/3');
    expect(panel).toContain('나의 활동 역량 /youth/ability/3');
  });

  it('is not offered to members the ability page refuses (an ordinary member, a champ member with no cohort yet), though the rest of the group is', async () => {
    for (const user of [signedIn({ id: 5, type: 0, rank: 0, cardinal: 0 }), signedIn({ id: 6, type: 2, rank: 1, cardinal: 0 })]) {
      const { desktop, panel } = await champLinks(user);
      expect(desktop).toContain('챔프단 게시판 /community/champ');
      expect(panel).toContain('챔프단 게시판 /community/champ');
      expect(desktop.filter((link) => link.startsWith('나의 활동 역량'))).toEqual([]);
      expect(panel.filter((link) => link.startsWith('나의 활동 역량'))).toEqual([]);
      cleanup();
    }
  });
});
