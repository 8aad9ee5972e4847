// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_MESSAGE } from '@nanum/shared/messages';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import JoinForm from './JoinForm';

const REFUSED = '이미 가입된 연락처입니다.';

describe('submitting the sign-up form', () => {
  it('keeps 인증 완료하기 focusable while the account is sent (aria-disabled, not disabled), sending it once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'POST /api/user/join/sns': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    // A social member whose provider vouched for the address: every field is filled but the consents.
    const member = signedIn({ certify: false, passport: 1 });
    const router = fakeRouter('/author/join?sns=true');
    const { events } = renderWithStore(<JoinForm mode="sns" user={member} />, { user: member, router });
    await events.click(screen.getByLabelText('전체 동의합니다'));
    const submit = screen.getByRole('button', { name: '인증 완료하기' }) as HTMLButtonElement;
    await events.click(submit);
    await waitFor(() => expect(api.to('POST /api/user/join/sns')).toHaveLength(1));
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
    await events.click(submit);
    await events.keyboard('{Enter}');
    expect(api.to('POST /api/user/join/sns')).toHaveLength(1);

    answer({ status: 400, body: { status: 400, message: REFUSED } });
    expect(await screen.findByText(REFUSED)).toBeDefined();
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(submit);
    expect(api.to('POST /api/user/join/sns')).toHaveLength(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends nothing while a required consent is missing', async () => {
    const api = fakeApi({});
    const member = signedIn({ certify: false, passport: 1 });
    const { events } = renderWithStore(<JoinForm mode="sns" user={member} />, { user: member, router: fakeRouter('/author/join?sns=true') });
    const submit = screen.getByRole('button', { name: '인증 완료하기' });
    await events.click(submit);
    expect(await screen.findByText(TERMS_REQUIRED_MESSAGE)).toBeDefined();
    await waitFor(() => expect(submit.hasAttribute('aria-disabled')).toBe(false));
    expect(api.sent).toEqual([]);
  });
});
