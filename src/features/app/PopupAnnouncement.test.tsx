// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import PopupAnnouncement from './PopupAnnouncement';

// (The test library puts a space before the hidden part's text; a browser reads "자세히 보기: 김장 나눔 안내".)
const popup = { id: 3, title: '김장 나눔 안내', image: null, description: '올해도 함께해요.' };

describe('the pop-up announcement’s link', () => {
  it('says where it goes, not only "자세히 보기" (screen readers, search engines), on the site and off it', () => {
    const { unmount } = renderWithStore(<PopupAnnouncement popup={{ ...popup, link: '/youth' }} />, { router: fakeRouter('/') });
    const inside = screen.getByRole('link', { name: /^자세히 보기 ?: 김장 나눔 안내$/ });
    expect(inside.getAttribute('href')).toBe('/youth');
    expect(inside.getAttribute('target')).toBeNull();
    unmount();
    renderWithStore(<PopupAnnouncement popup={{ ...popup, link: 'https://example.org/kimjang' }} />, { router: fakeRouter('/') });
    const outside = screen.getByRole('link', { name: /^자세히 보기 ?: 김장 나눔 안내 \(새 창\)$/ });
    expect(outside.getAttribute('target')).toBe('_blank');
  });
});
