import { describe, expect, it } from 'vitest';
import { hasPermission } from '@nanum/shared/permissions';
import { isCurrentGroup, isCurrentLink, NAV_GROUPS, resolveNavItem, type NavViewer } from './site';

/** An active youth champ member (rank 1+, type 2, cohort 1+), verified: passes ABILITY. */
const champ: NavViewer = { id: 7, certify: true, hidden: 0, power: 0, rank: 2, type: 2, cardinal: 1 };

const hrefs = (id: string) => NAV_GROUPS.find((g) => g.id === id)!.items.map((item) => resolveNavItem(item, champ, 'https://blog.nanum.example')?.href);

describe('top navigation (SPEC section 2)', () => {
  it('groups every route exactly as the spec lists them', () => {
    expect(hrefs('intro')).toEqual(['/information', '/history', '/worth', '/esg', '/organization', '/campaign', '/join', '/gateway']);
    expect(hrefs('members')).toEqual(
      ['global', 'advisory', 'presidency', 'committee', 'director', 'influencer', 'ambassador', 'branch', 'esg'].map((p) => `/member?page=${p}`),
    );
    expect(hrefs('news')).toEqual(['/community/notice', '/community/annual-fundraising', '/community/donation-utilization', '/gallery', '/press', '/video']);
    expect(hrefs('youth')).toEqual(['/youth', '/youth/champ', '/youth/supporters', '/youth/kscv']);
    expect(hrefs('champ')).toEqual([
      '/youth/champ/project', '/youth/ability/7', '/community/champ', '/community/knowhow',
      '/youth/champ/school', '/youth/champ/club', '/youth/champ/hall', 'https://blog.nanum.example',
    ]);
  });

  it('links the ability page to a logged-in member who passes ABILITY only, and the blog only when its address is set', () => {
    const ability = NAV_GROUPS.find((g) => g.id === 'champ')!.items[1]!;
    expect(resolveNavItem(ability, null, '')).toBeNull();
    expect(resolveNavItem(ability, { ...champ, id: 42 }, '')).toEqual({ label: '나의 활동 역량', href: '/youth/ability/42', external: false });
    expect(resolveNavItem(ability, { id: 43, certify: true, hidden: 0, power: 1, rank: 0, type: 1, cardinal: 0 }, '')).toMatchObject({ href: '/youth/ability/43' });
    // Refused by the ability page: an ordinary member, a champ member with no cohort or rank yet,
    // one not verified, one hidden.
    for (const viewer of [
      { id: 5, certify: true, hidden: 0, power: 0, rank: 0, type: 0, cardinal: 0 },
      { ...champ, cardinal: 0 },
      { ...champ, rank: 0 },
      { ...champ, certify: false },
      { ...champ, hidden: 1 },
    ]) {
      expect(hasPermission(viewer, 'ABILITY')).toBe(false);
      expect(resolveNavItem(ability, viewer, '')).toBeNull();
    }
    const blog = NAV_GROUPS.find((g) => g.id === 'champ')!.items[7]!;
    expect(resolveNavItem(blog, null, '')).toBeNull();
    expect(resolveNavItem(blog, null, 'https://blog.nanum.example')).toMatchObject({ external: true });
  });

  it('marks the current page, telling /member categories apart', () => {
    expect(isCurrentLink('/member?page=esg', '/member?page=esg')).toBe(true);
    expect(isCurrentLink('/member?page=esg', '/member?page=branch')).toBe(false);
    expect(isCurrentLink('/esg', '/esg#top')).toBe(true);
    expect(isCurrentGroup(NAV_GROUPS[0]!, '/history')).toBe(true);
    expect(isCurrentGroup(NAV_GROUPS[0]!, '/youth')).toBe(false);
  });
});
