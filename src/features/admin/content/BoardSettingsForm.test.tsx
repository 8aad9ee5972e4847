// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBoardView } from '@nanum/shared/contentViews';
import { PERMISSION } from '@nanum/shared/memberCodes';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import BoardSettingsForm from './BoardSettingsForm';

const board: AdminBoardView = {
  id: 2, href: 'free', name: '자유게시판', description: '', layout: 'list', certifiedOnly: false, kinds: [],
  perm: { list: PERMISSION.EVERYONE, read: PERMISSION.EVERYONE, write: PERMISSION.USERS_ONLY, comment: PERMISSION.USERS_ONLY, download: PERMISSION.USERS_ONLY },
};

describe('the board settings form', () => {
  it('keeps 설정 저장 and the fields focusable while saving (no disabled fieldset), and saves once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'PUT /api/admin/boards': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const onSaved = vi.fn();
    const { events } = renderWithStore(<BoardSettingsForm board={board} onSaved={onSaved} />, { user: signedIn({ power: 2 }) });
    const save = screen.getByRole('button', { name: '설정 저장' });
    await events.click(save);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(save.closest('fieldset')?.disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    await events.click(save);
    answer({ body: { status: 200, message: '게시판 설정을 저장했습니다.' } });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(save);
    expect(api.to('PUT /api/admin/boards')).toHaveLength(1);
  });

  it('still shows an operator the settings they may not change, disabled', () => {
    renderWithStore(<BoardSettingsForm board={board} onSaved={vi.fn()} />, { user: signedIn({ power: 1 }) });
    expect((screen.getByRole('button', { name: '설정 저장' }) as HTMLButtonElement).closest('fieldset')?.disabled).toBe(true);
  });
});
