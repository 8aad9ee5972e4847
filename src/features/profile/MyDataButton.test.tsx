// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import MyDataButton from './MyDataButton';

describe('내 정보 내려받기 while the ZIP is made', () => {
  it('keeps the button focusable (aria-disabled, not disabled) and asks for the data once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const message = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
    const api = fakeApi({ 'GET /api/user/get/self/data': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const { events } = renderWithStore(<MyDataButton />, { user: signedIn() });
    const button = screen.getByRole('button', { name: '내 정보 내려받기' }) as HTMLButtonElement;
    await pressWhileBusy(events, button);
    expect(button.textContent).toBe('내려받는 중…');
    expect(api.sent).toHaveLength(1);

    answer({ status: 429, body: { status: 429, message } });
    expect(await screen.findByText(message)).toBeDefined();
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.textContent).toBe('내 정보 내려받기');
    expect(api.sent).toHaveLength(1);
  });
});
