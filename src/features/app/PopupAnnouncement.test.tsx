// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
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

describe('hiding the pop-up for a week', () => {
  it('hides the pop-up it shows (an operator may publish a newer one while it is open), then closes', async () => {
    const api = fakeApi({ 'POST /api/popup/hide': { body: { status: 200, message: '일주일 동안 팝업을 보지 않습니다.' } } });
    const { store, events } = renderWithStore(<PopupAnnouncement popup={{ ...popup, link: '/youth' }} />, { router: fakeRouter('/') });
    await events.click(screen.getByRole('button', { name: '일주일간 보지 않기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/popup/hide').map((request) => request.body)).toEqual([{ popupId: 3 }]);
    expect(store.getState().toast?.items.map((item) => item.message)).toEqual(['일주일 동안 팝업을 보지 않습니다.']);
  });

  it('stays open, saying why, when the server refuses', async () => {
    fakeApi({ 'POST /api/popup/hide': { status: 404, body: { status: 404, message: '숨길 팝업이 없습니다.' } } });
    const { store, events } = renderWithStore(<PopupAnnouncement popup={{ ...popup, link: '/youth' }} />, { router: fakeRouter('/') });
    await events.click(screen.getByRole('button', { name: '일주일간 보지 않기' }));
    await waitFor(() => expect(store.getState().toast?.items.map((item) => item.message)).toEqual(['숨길 팝업이 없습니다.']));
    expect(screen.queryByRole('dialog', { name: '김장 나눔 안내' })).not.toBeNull();
    expect((screen.getByRole('button', { name: '일주일간 보지 않기' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
