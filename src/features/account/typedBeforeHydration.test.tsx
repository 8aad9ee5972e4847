// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { hydrateWithStore } from '@/test/renderWithStore';
import FindEmailForm from './FindEmailForm';
import JoinForm from './JoinForm';

/** Types into a field of the server's HTML as a browser does before any script runs: the value changes, the default stays. */
function typeInto(container: HTMLElement, id: string, value: string): void {
  const field = container.querySelector<HTMLInputElement>(`#${id}`);
  if (!field) throw new Error(`no field #${id}`);
  field.value = value;
}

function tick(container: HTMLElement, id: string): void {
  const box = container.querySelector<HTMLInputElement>(`#${id}`);
  if (!box) throw new Error(`no box #${id}`);
  box.checked = true;
}

describe('a form filled in before the page was hydrated (a slow phone, the browser’s autofill)', () => {
  it('sign-up: a birthday under 14 typed early still asks for the guardian, and the early answers count on submit', async () => {
    const birthday = `${new Date().getFullYear() - 10}-03-01`;
    const { events } = hydrateWithStore(
      <JoinForm mode="email" />,
      (container) => {
        typeInto(container, 'join-name', '김나눔');
        typeInto(container, 'join-birthday', birthday);
        tick(container, 'join-agreeTerms');
        tick(container, 'join-gender-2');
      },
      { router: fakeRouter('/author/join') },
    );

    expect(await screen.findByRole('group', { name: '보호자(법정대리인) 동의' })).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('생년월일', { exact: false }).value).toBe(birthday);

    await events.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('보호자 이름을 입력해주세요.')).toBeDefined();
    // What was answered before hydration is not asked again.
    expect(screen.queryByText('이름을 입력해주세요.')).toBeNull();
    expect(screen.queryByText('이용약관에 동의해주세요.')).toBeNull();
    expect(screen.queryByText('성별을 선택해주세요.')).toBeNull();
    // What was not answered still is.
    expect(screen.getByText('개인정보 수집 및 이용에 동의해주세요.')).toBeDefined();
  });

  it('find my email: the name and number typed early are what is sent', async () => {
    const api = fakeApi({ 'POST /api/user/find/email': { body: { status: 200, data: { email: 'me***@nanum.example' } } } });
    const { events } = hydrateWithStore(<FindEmailForm onFindPassword={() => undefined} />, (container) => {
      typeInto(container, 'find-name', '박소망');
      typeInto(container, 'find-number', '010-0000-3001');
    });

    await events.click(screen.getByRole('button', { name: '이메일 찾기' }));
    expect(await screen.findByText('me***@nanum.example')).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([{ name: '박소망', number: '010-0000-3001' }]);
  });
});
