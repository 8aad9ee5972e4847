// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import type { PopupContentView } from '@nanum/shared/adminViews';
import { fakeApi, fakeConfirm } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import PopupsSection from './PopupsSection';

const summer: PopupContentView = { id: 5, title: '여름 캠프 모집', description: '', link: '', image: null, active: true, startDate: null, endDate: null, version: '0123456789abcdef' };
const autumn: PopupContentView = { id: 6, title: '가을 봉사', description: '', link: '', image: null, active: false, startDate: null, endDate: null, version: '0123456789abcdef' };

function openPopups() {
  let list = [summer, autumn];
  const api = fakeApi({
    'GET /api/popup/get/content/all': () => ({ body: { status: 200, data: list } }),
    'PUT /api/popup/put/status': (request) => {
      const id = (request.body as { id: number }).id;
      list = list.map((popup) => (popup.id === id ? { ...popup, active: !popup.active } : popup));
      return { body: { status: 200, message: ADMIN_MESSAGES.popupDeactivated, data: list.find((popup) => popup.id === id) } };
    },
    'DELETE /api/popup/del/content': () => ({ body: { status: 200, message: ADMIN_MESSAGES.popupDeleted } }),
  });
  return { ...renderWithStore(<PopupsSection />), api };
}

describe('the pop-up list', () => {
  it('names each row’s buttons after its pop-up, so a screen reader tells the rows apart', async () => {
    openPopups();
    const first = await screen.findByRole('row', { name: /여름 캠프 모집/ });
    const names = ['여름 캠프 모집 수정', '여름 캠프 모집 숨기기', '여름 캠프 모집 삭제'];
    expect(names.map((name) => within(first).getByRole('button', { name }).textContent)).toEqual(['수정', '숨기기', '삭제']);
    expect(within(first).getAllByRole('button')).toHaveLength(3);
    const second = screen.getByRole('row', { name: /가을 봉사/ });
    expect(within(second).getByRole('button', { name: '가을 봉사 노출하기' })).toBeDefined();
  });

  it('hides, edits and deletes the pop-up whose named button was pressed', async () => {
    const { events, api } = openPopups();
    await events.click(await screen.findByRole('button', { name: '여름 캠프 모집 숨기기' }));
    expect(api.to('PUT /api/popup/put/status').map((request) => request.body)).toEqual([{ id: 5 }]);
    expect(await screen.findByRole('button', { name: '여름 캠프 모집 노출하기' })).toBeDefined();

    await events.click(screen.getByRole('button', { name: '가을 봉사 수정' }));
    expect(screen.getByRole('heading', { name: '팝업 수정 (번호 6)' })).toBeDefined();
    // The form opens below the list (below the screen on a phone): the cursor is in its title.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('제목')));
    expect((document.activeElement as HTMLInputElement).value).toBe('가을 봉사');

    const confirm = fakeConfirm(true);
    await events.click(screen.getByRole('button', { name: '가을 봉사 삭제' }));
    expect(confirm).toHaveBeenCalledWith("'가을 봉사' 팝업을 삭제하시겠습니까?");
    expect(api.to('DELETE /api/popup/del/content').map((request) => request.body)).toEqual([{ id: 6 }]);
  });
});
