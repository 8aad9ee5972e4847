// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDonationView, DonationReceiptView } from '@nanum/shared/donationViews';
import type { Power } from '@nanum/shared/entities';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import DonationsSection from './DonationsSection';

const paid: AdminDonationView = {
  id: 7, paymentId: `donation-${'b'.repeat(24)}`, state: 'paid', method: 'card', amount: 30_000, donorName: '김후원', donorEmail: 'giver@nanum.example',
  donorPhone: '010-1234-5678', userId: null, createdAt: '2026-03-01T03:00:00.000Z', paidAt: '2026-03-01T03:01:00.000Z', refundedAt: null, note: '', receiptWanted: true, rrnMasked: '900101-1******',
};

function openRecords(power: Power = 1) {
  let state: AdminDonationView = paid;
  let receipts: DonationReceiptView[] = [];
  const api = fakeApi({
    'GET /api/admin/donations': () => ({ body: { status: 200, data: { list: [state], total: 1, page: 1, pageSize: 20, totals: { paidCount: state.state === 'paid' ? 1 : 0, paidAmount: state.state === 'paid' ? 30_000 : 0, refundedAmount: state.state === 'refunded' ? 30_000 : 0 } } } }),
    'GET /api/admin/donations/receipts': () => ({ body: { status: 200, data: receipts } }),
    'POST /api/admin/donations/receipts': (request) => {
      receipts = [{ number: 'NANUM-DR-2026-ABCDEFGHJK', year: (request.body as { year: number }).year, donorName: '김후원', donorEmail: 'giver@nanum.example', rrnMasked: '900101-1******', total: 30_000, count: 1, issuedAt: '2026-12-01T01:00:00.000Z', path: '/api/admin/donations/receipts/NANUM-DR-2026-ABCDEFGHJK/file' }];
      return { body: { status: 200, message: '기부금 영수증 1건을 준비했습니다.', data: receipts } };
    },
    'POST /api/admin/donations/7/refund': (request) => {
      state = { ...paid, state: 'refunded', note: (request.body as { reason: string }).reason, refundedAt: '2026-03-02T03:00:00.000Z' };
      return { body: { status: 200, message: '환불했습니다.', data: state } };
    },
  });
  return { ...renderWithStore(<DonationsSection />, { user: signedIn({ power }) }), api };
}

describe('donor records', () => {
  it('shows each gift in Korean time with its state and the totals, and exports the filtered selection', async () => {
    const { events, api } = openRecords();
    const row = (await screen.findByText('김후원')).closest('tr')!;
    expect(within(row).getByText('30,000원')).toBeDefined();
    expect(within(row).getByText('후원 완료')).toBeDefined();
    expect(within(row).getByText('2026-03-01 12:00')).toBeDefined();
    expect(screen.getByText('1건 · 30,000원')).toBeDefined();

    await events.selectOptions(screen.getByLabelText('상태'), '후원 완료');
    await events.type(screen.getByLabelText('후원자'), '김후원');
    await events.click(screen.getByRole('button', { name: '검색' }));
    expect(Object.fromEntries(api.sent.at(-1)!.query)).toEqual({ page: '1', state: 'paid', q: '김후원' });
    expect(screen.getByRole('link', { name: 'CSV 내려받기' }).getAttribute('href')).toBe('/api/admin/donations/export?state=paid&q=%EA%B9%80%ED%9B%84%EC%9B%90');
    expect(screen.getByRole('link', { name: 'xlsx 내려받기' }).getAttribute('href')).toBe('/api/admin/donations/export?state=paid&q=%EA%B9%80%ED%9B%84%EC%9B%90&format=xlsx');
  });

  it('offers no download of more donations than one export writes, and says to narrow the dates', async () => {
    fakeApi({
      'GET /api/admin/donations': { body: { status: 200, data: { list: [paid], total: 10_001, page: 1, pageSize: 20, totals: { paidCount: 10_001, paidAmount: 100_010_000, refundedAmount: 0 } } } },
      'GET /api/admin/donations/receipts': { body: { status: 200, data: [] } },
    });
    renderWithStore(<DonationsSection />, { user: signedIn({ power: 1 }) });
    expect(await screen.findByText('한 번에 내려받을 수 있는 후원 내역은 10,000건까지입니다. 기간을 나누어 내려받아주세요.')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'CSV 내려받기' })).toBeNull();
  });

  it('prepares the year’s 기부금 영수증 and lists each with the number masked and its PDF', async () => {
    const { events, api } = openRecords();
    expect(await screen.findByText('영수증 신청 · 900101-1******')).toBeDefined();
    const year = screen.getByLabelText('연도');
    await events.clear(year);
    await events.type(year, '2026');
    expect(await screen.findByText('2026년에 발급한 영수증이 없습니다.')).toBeDefined();
    await events.click(screen.getByRole('button', { name: '영수증 발급' }));
    expect(api.to('POST /api/admin/donations/receipts').map((request) => request.body)).toEqual([{ year: 2026 }]);
    const row = (await screen.findByText('NANUM-DR-2026-ABCDEFGHJK')).closest('tr')!;
    expect(within(row).getByText('giver@nanum.example · 900101-1******')).toBeDefined();
    expect(within(row).getByRole('link', { name: '김후원 NANUM-DR-2026-ABCDEFGHJK PDF 열기' }).getAttribute('href')).toBe('/api/admin/donations/receipts/NANUM-DR-2026-ABCDEFGHJK/file');
  });

  it('refunds only with a written reason, then shows the gift as refunded', async () => {
    const { events, api } = openRecords();
    await events.click(await screen.findByRole('button', { name: '김후원 30,000원 환불' }));
    const dialog = await screen.findByRole('dialog', { name: '후원 환불' });
    await events.click(within(dialog).getByRole('button', { name: '환불하기' }));
    expect(await within(dialog).findByText('환불 사유를 입력해주세요.')).toBeDefined();
    expect(api.to('POST /api/admin/donations/7/refund')).toEqual([]);

    await events.type(within(dialog).getByLabelText('환불 사유'), '후원자 요청');
    await events.click(within(dialog).getByRole('button', { name: '환불하기' }));
    expect(api.to('POST /api/admin/donations/7/refund').map((request) => request.body)).toEqual([{ reason: '후원자 요청' }]);
    expect(await screen.findByText('환불', { selector: '.badge' })).toBeDefined();
    expect(screen.getByText('후원자 요청')).toBeDefined();
  });

  it('offers admins the year’s 연말정산 간소화 file for the chosen year; operators do not see it', async () => {
    const { events } = openRecords(2);
    const year = await screen.findByLabelText('연도');
    await events.clear(year);
    await events.type(year, '2025');
    expect(screen.getByRole('link', { name: '연말정산 간소화 자료 내려받기' }).getAttribute('href')).toBe('/api/admin/donations/tax-file?year=2025');
  });

  it('keeps the 연말정산 간소화 file from operators', async () => {
    openRecords(1);
    await screen.findByLabelText('연도');
    expect(screen.queryByRole('link', { name: '연말정산 간소화 자료 내려받기' })).toBeNull();
  });
});
