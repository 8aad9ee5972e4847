import { describe, expect, it } from 'vitest';
import { NAV_ENTRY_LABELS, resolveNavEntry } from './navEntries';
import { isCurrentGroup, isCurrentLink, NAV_GROUPS } from './site';

/** Member 7, who passes ABILITY (HeaderAbility.test.tsx: who does). */
const hrefs = (id: string) => NAV_GROUPS.find((g) => g.id === id)!.entries.map((entry) => resolveNavEntry(entry, 7, 'https://blog.nanum.example')?.href);

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

  it('names every entry of every group, and nothing else', () => {
    const entries = NAV_GROUPS.flatMap((group) => group.entries);
    for (const entry of entries) expect(NAV_ENTRY_LABELS[entry], entry).toMatch(/\S/);
    expect(Object.keys(NAV_ENTRY_LABELS).sort()).toEqual([...entries].sort());
    expect(NAV_GROUPS.find((g) => g.id === 'members')!.entries.map((entry) => NAV_ENTRY_LABELS[entry])).toContain('홍보대사');
  });

  it('links the ability page only for a member who passes ABILITY (their id), and the blog only when its address is set', () => {
    const ability = NAV_GROUPS.find((g) => g.id === 'champ')!.entries[1]!;
    expect(resolveNavEntry(ability, null, '')).toBeNull();
    expect(resolveNavEntry(ability, 42, '')).toEqual({ label: '나의 활동 역량', href: '/youth/ability/42', external: false });
    const blog = NAV_GROUPS.find((g) => g.id === 'champ')!.entries[7]!;
    expect(resolveNavEntry(blog, null, '')).toBeNull();
    expect(resolveNavEntry(blog, null, 'https://blog.nanum.example')).toEqual({ label: '챔프단 블로그', href: 'https://blog.nanum.example', external: true });
    expect(resolveNavEntry('/history', null, '')).toEqual({ label: '걸어온 길', href: '/history', external: false });
  });

  it('marks the current page, telling /member categories apart', () => {
    expect(isCurrentLink('/member?page=esg', '/member?page=esg')).toBe(true);
    expect(isCurrentLink('/member?page=esg', '/member?page=branch')).toBe(false);
    expect(isCurrentLink('/esg', '/esg#top')).toBe(true);
    expect(isCurrentGroup(NAV_GROUPS[0]!, '/history')).toBe(true);
    expect(isCurrentGroup(NAV_GROUPS[0]!, '/youth')).toBe(false);
    expect(isCurrentGroup(NAV_GROUPS[1]!, '/member?page=esg')).toBe(true);
  });
});
