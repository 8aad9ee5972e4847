// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PledgeView } from '@nanum/shared/donationViews';
import { fakeApi, fakeConfirm } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import MyPledgesView from './MyPledgesView';

const active: PledgeView = { id: 4, state: 'active', amount: 30_000, nextChargeAt: '2026-12-26T01:00:00.000Z', failures: 0, createdAt: '2026-11-26T01:00:00.000Z' };

function openMine() {
  let pledge = active;
  const api = fakeApi({
    'GET /api/donations/pledges/mine': () => ({ body: { status: 200, data: [pledge] } }),
    'PUT /api/donations/pledges/4': (request) => {
      pledge = { ...pledge, amount: (request.body as { amount: number }).amount };
      return { body: { status: 200, message: '정기 후원 금액을 바꿨습니다. 다음 결제부터 적용됩니다.', data: pledge } };
    },
    'DELETE /api/donations/pledges/4': () => {
      pledge = { ...pledge, state: 'cancelled', nextChargeAt: null };
      return { body: { status: 200, message: '정기 후원을 해지했습니다. 그동안 함께해주셔서 감사합니다.', data: pledge } };
    },
  });
  return { api, ...renderWithStore(<MyPledgesView />, { user: signedIn() }) };
}

describe('내 정기 후원', () => {
  it('shows the next charge in Korean time, changes the amount, and cancels after asking', async () => {
    const { api, events } = openMine();
    const card = await screen.findByRole('listitem', { name: '정기 후원 매월 30,000원' });
    expect(within(card).getByText(/다음 결제 2026-12-26/)).toBeDefined();
    const amount = within(card).getByLabelText('매월 후원 금액(원)');
    await events.clear(amount);
    await events.type(amount, '500');
    await events.click(within(card).getByRole('button', { name: '금액 변경' }));
    expect(within(card).getByText('후원 금액은 1,000원 이상 10,000,000원 이하, 원 단위로 입력해주세요.')).toBeDefined();
    expect(api.to('PUT /api/donations/pledges/4')).toEqual([]);
    await events.clear(amount);
    await events.type(amount, '50000');
    await events.click(within(card).getByRole('button', { name: '금액 변경' }));
    expect(await screen.findByRole('listitem', { name: '정기 후원 매월 50,000원' })).toBeDefined();

    const confirm = fakeConfirm(true);
    await events.click(screen.getByRole('button', { name: '해지하기' }));
    expect(confirm).toHaveBeenCalledWith('정기 후원을 해지할까요? 다음 달부터 결제되지 않습니다.');
    expect(api.to('DELETE /api/donations/pledges/4')).toHaveLength(1);
    expect(await screen.findByText('해지')).toBeDefined();
    expect(screen.queryByRole('button', { name: '해지하기' })).toBeNull();
  });
});
