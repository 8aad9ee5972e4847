// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DonationResultView as Result } from '@nanum/shared/donationViews';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import DonationResultView from './DonationResultView';

const PAYMENT_ID = `donation-${'c'.repeat(24)}`;
const waiting: Result = {
  paymentId: PAYMENT_ID, state: 'pending', amount: 50_000, method: 'virtual', maskedName: '박*금', paidAt: null,
  virtualAccount: { bank: '신한은행', accountNumber: '56210000000001', holder: '(사)나눔', dueAt: '2026-11-29T14:59:00.000Z' },
};

describe('the result of a gift by 가상계좌', () => {
  it('shows the account to deposit into with its deadline in Korean time, then the thanks once the deposit is reported', async () => {
    let result = waiting;
    const api = fakeApi({
      [`POST /api/donations/${PAYMENT_ID}/complete`]: () => ({
        body: { status: 200, message: result.state === 'paid' ? '후원해주셔서 감사합니다.' : '가상계좌가 발급되었습니다. 입금 기한까지 아래 계좌로 입금해주시면 후원이 완료됩니다.', data: result },
      }),
    });
    const { events } = renderWithStore(<DonationResultView paymentId={PAYMENT_ID} />);
    expect(await screen.findByRole('heading', { name: '입금을 기다리고 있습니다' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('가상계좌가 발급되었습니다. 입금 기한까지 아래 계좌로 입금해주시면 후원이 완료됩니다.');
    const account = screen.getByLabelText('입금 계좌');
    for (const text of ['신한은행', '56210000000001', '(사)나눔', '50,000원', '2026-11-29 23:59까지']) expect(within(account).getByText(text)).toBeDefined();
    // Nothing to go back for: the gift is made, the deposit is what remains.
    expect(screen.queryByRole('link', { name: '후원하기로 돌아가기' })).toBeNull();

    result = { ...waiting, state: 'paid', paidAt: '2026-11-27T01:00:00.000Z', virtualAccount: null };
    await events.click(screen.getByRole('button', { name: '다시 확인하기' }));
    expect(await screen.findByRole('heading', { name: '박*금님, 후원해주셔서 감사합니다' })).toBeDefined();
    expect(screen.getByText('가상계좌')).toBeDefined();
    expect(screen.queryByLabelText('입금 계좌')).toBeNull();
    expect(api.to(`POST /api/donations/${PAYMENT_ID}/complete`)).toHaveLength(2);
  });

  it('a card payment still being confirmed shows no account', async () => {
    fakeApi({ [`POST /api/donations/${PAYMENT_ID}/complete`]: { body: { status: 200, message: '결제를 확인하고 있습니다.', data: { ...waiting, method: 'card', virtualAccount: null } } } });
    renderWithStore(<DonationResultView paymentId={PAYMENT_ID} />);
    expect(await screen.findByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeDefined();
    expect(screen.queryByLabelText('입금 계좌')).toBeNull();
    expect(screen.getByRole('link', { name: '후원하기로 돌아가기' })).toBeDefined();
  });
});
