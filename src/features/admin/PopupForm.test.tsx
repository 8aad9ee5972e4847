// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { fakeApi, type FakeAnswer, type FakeRoutes } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import type { PopupContentView as PopupContent } from '@nanum/shared/adminViews';
import PopupForm from './PopupForm';

const popup: PopupContent = { id: 5, title: '여름 캠프 모집', description: '7월 25일까지 신청하세요.', link: '/youth', image: null, active: true, startDate: '2026-07-01', endDate: null, version: '0123456789abcdef' };

function openForm(answer: FakeRoutes[string], shown: PopupContent = popup) {
  const api = fakeApi({ 'PUT /api/popup/put/content': answer });
  const onSaved = vi.fn();
  const view = renderWithStore(<PopupForm popup={shown} onSaved={onSaved} />);
  const sentForm = () => api.to('PUT /api/popup/put/content').map((request) => request.body as FormData);
  return { ...view, onSaved, sentForm };
}

describe('the pop-up form', () => {
  it('shows what visitors will see while the title, text and link are typed', async () => {
    const { events } = openForm({ body: { status: 200, message: ADMIN_MESSAGES.popupUpdated, data: popup } });
    const preview = screen.getByRole('figure', { name: '팝업 미리보기' });
    expect(within(preview).getByText('자세히 보기')).toBeDefined();

    await events.clear(screen.getByLabelText('제목'));
    expect(within(preview).getByText('제목 없음')).toBeDefined();
    await events.type(screen.getByLabelText('제목'), '가을 봉사');
    await events.clear(screen.getByLabelText('링크'));
    expect(within(preview).getByText('가을 봉사')).toBeDefined();
    expect(within(preview).queryByText('자세히 보기')).toBeNull();
  });

  it('sends the edited pop-up as a form, hidden when the switch is off, without an image nobody chose', async () => {
    const { events, onSaved, sentForm } = openForm({ body: { status: 200, message: ADMIN_MESSAGES.popupUpdated, data: popup } });
    await events.clear(screen.getByLabelText('링크'));
    await events.type(screen.getByLabelText('링크'), 'https://nanum.example/camp');
    await events.click(screen.getByLabelText('방문자에게 노출'));
    await events.click(screen.getByRole('button', { name: '저장' }));

    const form = sentForm()[0]!;
    expect(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]))).toEqual({
      id: '5', title: '여름 캠프 모집', description: '7월 25일까지 신청하세요.', link: 'https://nanum.example/camp', startDate: '2026-07-01', endDate: '', active: '0', removeImage: '0', version: '0123456789abcdef',
    });
    expect(await screen.findByText(ADMIN_MESSAGES.popupUpdated)).toBeDefined();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows the link rule when the server refuses a link, and keeps the form', async () => {
    const { events, onSaved } = openForm({ status: 400, body: { status: 400, message: ADMIN_MESSAGES.linkInvalid } });
    await events.clear(screen.getByLabelText('링크'));
    await events.type(screen.getByLabelText('링크'), 'javascript:alert(1)');
    await events.click(screen.getByRole('button', { name: '저장' }));

    expect((await screen.findByRole('alert')).textContent).toContain('링크는 http:// 또는 https:// 로 시작하는 주소나 / 로 시작하는 사이트 안 경로(예: /youth)만 입력할 수 있습니다.');
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('링크') as HTMLInputElement).value).toBe('javascript:alert(1)');
  });

  it('offers to drop the current picture, shows the pop-up without it, and asks the server to remove it', async () => {
    const withImage = { ...popup, image: '/api/files/popup/0123456789abcdef0123456789abcdef.webp' };
    const { events, sentForm } = openForm({ body: { status: 200, message: ADMIN_MESSAGES.popupUpdated, data: { ...withImage, image: null } } }, withImage);
    const preview = screen.getByRole('figure', { name: '팝업 미리보기' });
    expect(preview.querySelector('img')).not.toBeNull();
    await events.click(screen.getByLabelText('지금 이미지 삭제'));
    expect(preview.querySelector('img')).toBeNull();
    await events.click(screen.getByRole('button', { name: '저장' }));
    expect(sentForm()[0]?.get('removeImage')).toBe('1');
  });

  it('keeps 저장 focusable while the pop-up is saved (aria-disabled, not disabled), and saves it once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { events, onSaved, sentForm } = openForm(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    const save = screen.getByRole('button', { name: '저장' }) as HTMLButtonElement;
    await pressWhileBusy(events, save);
    expect(sentForm()).toHaveLength(1);

    answer({ body: { status: 200, message: ADMIN_MESSAGES.popupUpdated, data: popup } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save.hasAttribute('aria-disabled')).toBe(false);
    expect(sentForm()).toHaveLength(1);
  });

  it('has no picture to drop when the pop-up has none', () => {
    openForm({ body: { status: 200, message: ADMIN_MESSAGES.popupUpdated, data: popup } });
    expect(screen.queryByLabelText('지금 이미지 삭제')).toBeNull();
  });
});
