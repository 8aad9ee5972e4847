// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DonationYearSummary } from '@nanum/shared/donationViews';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import BoardDonationPanel from './BoardDonationPanel';

const YEAR = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()));
const months = Array.from({ length: 12 }, (_, index) => ({ month: `${YEAR}-${String(index + 1).padStart(2, '0')}`, amount: index === 2 ? 2_500_000 : 0, count: index === 2 ? 3 : 0 }));
const summary: DonationYearSummary = { year: YEAR, total: 2_500_000, count: 3, donors: 2, months, goal: 10_000_000 };

describe('the giving boards’ panel', () => {
  it('shows the fundraising board how far this year’s recorded gifts are towards the goal', async () => {
    fakeApi({ 'GET /api/donations/summary': { body: { status: 200, data: summary } } });
    renderWithStore(<BoardDonationPanel href="annual-fundraising" />);
    const bar = await screen.findByRole('progressbar', { name: `${YEAR}년 모금 목표 달성률` });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('2,500,000원')).toBeDefined();
    expect(screen.getByText('목표 10,000,000원의 25% · 후원자 2명')).toBeDefined();
    expect(screen.getByRole('link', { name: '후원하기' }).getAttribute('href')).toBe('/donate');
  });

  it('shows the donation-use board the year by month, as a table too', async () => {
    fakeApi({ 'GET /api/donations/summary': { body: { status: 200, data: { ...summary, goal: null } } } });
    renderWithStore(<BoardDonationPanel href="donation-utilization" />);
    expect(await screen.findByRole('heading', { name: `${YEAR}년 후원금 모금 내역` })).toBeDefined();
    // The heading shows at once, the table once the summary has come.
    const row = (await screen.findByRole('rowheader', { name: '3월' })).closest('tr')!;
    expect(row.textContent).toContain('2,500,000원');
    expect(screen.getByRole('rowheader', { name: '합계' }).closest('tr')!.textContent).toContain('2,500,000원');
  });

  it('adds nothing to other boards, nor to posts of the donation-use board', () => {
    const api = fakeApi({});
    const { container } = renderWithStore(<><BoardDonationPanel href="notice" /><BoardDonationPanel href="donation-utilization" onPost /></>);
    expect(container.textContent).toBe('');
    expect(api.sent).toEqual([]);
  });
});
