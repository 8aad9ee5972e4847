// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@nanum/shared/notificationMessages';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import UnsubscribeView from './UnsubscribeView';

describe('the email digest’s unsubscribe page', () => {
  it('asks first, then one button turns the digest off and says so', async () => {
    const api = fakeApi({ 'POST /api/notifications/unsubscribe': { body: { status: 200, message: M.unsubscribed } } });
    const { events } = renderWithStore(<UnsubscribeView token="7.abc" />);
    expect(api.sent).toEqual([]);
    await events.click(screen.getByRole('button', { name: '수신 거부' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.unsubscribed);
    expect(api.sent.map((request) => [request.method, request.path, request.query.get('token')])).toEqual([['POST', '/api/notifications/unsubscribe', '7.abc']]);
  });

  it('keeps the button focusable while it is sent (aria-disabled, not disabled), and sends it once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({ 'POST /api/notifications/unsubscribe': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const { events } = renderWithStore(<UnsubscribeView token="7.abc" />);
    const button = screen.getByRole('button', { name: '수신 거부' }) as HTMLButtonElement;
    await pressWhileBusy(events, button);
    expect(button.textContent).toBe('처리 중…');
    expect(api.sent).toHaveLength(1);

    answer({ body: { status: 200, message: M.unsubscribed } });
    expect((await screen.findByRole('alert')).textContent).toBe(M.unsubscribed);
    expect(api.sent).toHaveLength(1);
  });

  it('a forged or broken link reads the server’s Korean message', async () => {
    fakeApi({ 'POST /api/notifications/unsubscribe': { status: 400, body: { status: 400, message: M.unsubscribeInvalid } } });
    const { events } = renderWithStore(<UnsubscribeView token="1.forged" />);
    await events.click(screen.getByRole('button', { name: '수신 거부' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.unsubscribeInvalid);
  });

  it('without a token there is nothing to press', () => {
    renderWithStore(<UnsubscribeView token={null} />);
    expect(screen.getByRole('alert').textContent).toBe(M.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: '수신 거부' })).toBeNull();
  });
});
