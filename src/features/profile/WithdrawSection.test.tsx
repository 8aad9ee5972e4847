// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OWN_ACCOUNT_MESSAGES as M } from '@nanum/shared/ownAccountRules';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import WithdrawSection from './WithdrawSection';

describe('회원 탈퇴 while the request runs', () => {
  it('keeps 탈퇴하기 focusable in the dialog (aria-disabled, not disabled), and sends the withdrawal once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'POST /api/user/withdraw': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const router = fakeRouter('/community');
    const { events, store } = renderWithStore(<WithdrawSection hasPassword providers={[]} />, { user: signedIn(), router });
    await events.click(screen.getByRole('radio', { name: M.keepLabel }));
    await events.type(screen.getByLabelText('비밀번호 확인'), 'wrong');
    await events.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠습니까?' });
    const confirm = within(dialog).getByRole('button', { name: '탈퇴하기' }) as HTMLButtonElement;
    await pressWhileBusy(events, confirm);
    expect(confirm.textContent).toBe('탈퇴 처리 중…');
    expect(api.to('POST /api/user/withdraw')).toHaveLength(1);

    answer({ status: 400, body: { status: 400, message: M.passwordWrong } });
    expect(await screen.findByText(M.passwordWrong)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/user/withdraw').map((request) => request.body)).toEqual([{ content: 'keep', password: 'wrong' }]);
    expect(store.getState().user?.id).toBe(7);
    expect(router.push).not.toHaveBeenCalled();
  });
});
