// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import FindEmailForm from './FindEmailForm';

describe('이메일 찾기', () => {
  it('writes the hyphens into the phone number as it is typed and asks with the number as the spec writes it', async () => {
    const api = fakeApi({ 'POST /api/user/find/email': { body: { status: 200, message: '가입하신 이메일입니다.', data: { email: 'ho***@naver.com' } } } });
    renderWithStore(<FindEmailForm onFindPassword={() => undefined} />);
    const phone = screen.getByLabelText('연락처', { exact: false }) as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.inputMode).toBe('tel');
    fireEvent.change(screen.getByLabelText('이름', { exact: false }), { target: { value: '홍길동' } });
    fireEvent.change(phone, { target: { value: '01012345678' } });
    expect(phone.value).toBe('010-1234-5678');
    fireEvent.change(phone, { target: { value: '010-1234-56789' } });
    expect(phone.value).toBe('010-1234-5678');
    fireEvent.submit(screen.getByRole('form', { name: '이메일 찾기' }));
    expect(await screen.findByText('ho***@naver.com', { exact: false })).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([{ name: '홍길동', number: '010-1234-5678' }]);
  });

  it('keeps 이메일 찾기 focusable while it asks (aria-disabled, not disabled), asking once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'POST /api/user/find/email': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const { events } = renderWithStore(<FindEmailForm onFindPassword={() => undefined} />);
    await events.type(screen.getByLabelText('이름', { exact: false }), '홍길동');
    await events.type(screen.getByLabelText('연락처', { exact: false }), '01012345678');
    const find = screen.getByRole('button', { name: '이메일 찾기' }) as HTMLButtonElement;
    await pressWhileBusy(events, find);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent).toHaveLength(1);

    answer({ body: { status: 200, message: '가입하신 이메일입니다.', data: { email: 'ho***@naver.com' } } });
    expect(await screen.findByText('ho***@naver.com', { exact: false })).toBeDefined();
    expect(find.hasAttribute('aria-disabled')).toBe(false);
    expect(api.sent).toHaveLength(1);
  });
});
