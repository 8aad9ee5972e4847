// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import ReceiptVerifyView from './ReceiptVerifyView';

const NUMBER = 'NANUM-DR-2026-ABCDEFGHJK';

describe('checking a 기부금 영수증', () => {
  it('says a genuine receipt is the association’s, with the year, total and the name masked', async () => {
    fakeApi({ [`GET /api/donations/receipts/${NUMBER}`]: { body: { status: 200, data: { state: 'genuine', number: NUMBER, year: 2026, maskedName: '정*수', total: 50_000, issuedAt: '2026-12-31T15:30:00.000Z' } } } });
    renderWithStore(<ReceiptVerifyView number={NUMBER} />);
    expect(await screen.findByRole('heading', { name: '협회가 발급한 기부금 영수증입니다' })).toBeDefined();
    for (const text of ['정*수', '2026년', '50,000원', '2027년 1월 1일']) expect(screen.getByText(text)).toBeDefined();
  });

  it('says a voided receipt no longer counts, with when and why, in Korean', async () => {
    const voided = { state: 'voided', number: NUMBER, year: 2026, maskedName: '정*수', total: 100_000, issuedAt: '2026-12-01T01:00:00.000Z', voidedAt: '2026-12-03T01:00:00.000Z', voidCause: 'refunded' };
    fakeApi({ [`GET /api/donations/receipts/${NUMBER}`]: { body: { status: 200, data: voided } } });
    renderWithStore(<ReceiptVerifyView number={NUMBER} />);
    expect(await screen.findByRole('heading', { name: '폐기된 기부금 영수증입니다' })).toBeDefined();
    expect(screen.getByText(/협회가 폐기하여 더 이상 효력이 없습니다/)).toBeDefined();
    for (const text of ['정*수', '100,000원', '폐기일', '2026년 12월 3일', '영수증에 담긴 후원금 환불']) expect(screen.getByText(text)).toBeDefined();
    expect(screen.queryByText('협회가 발급한 기부금 영수증입니다')).toBeNull();
  });

  it('says an unknown number was never issued', async () => {
    fakeApi({ 'GET /api/donations/receipts/NANUM-DR-2026-0000000000': { body: { status: 200, data: { state: 'unknown', number: 'NANUM-DR-2026-0000000000' } } } });
    renderWithStore(<ReceiptVerifyView number="NANUM-DR-2026-0000000000" />);
    expect(await screen.findByRole('heading', { name: '발급 기록이 없는 번호입니다' })).toBeDefined();
  });
});
