import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDbDate } from '../../db/values';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

const THIS_YEAR = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()));

describe.each(testDialects())('the public summary of a year of giving (%s)', (dialect) => {
  let t: TestApp;

  const gift = (paidAt: string, amount: number, state = 'paid', email = `${amount}@nanum.example`) => ({
    payment_id: `donation-${crypto.randomBytes(12).toString('hex')}`, method: 'card', amount, state, donor_name: '후원자', donor_email: email, donor_phone: '010-0000-0000',
    paid_at: toDbDate(new Date(paidAt)), created_at: toDbDate(new Date(paidAt)), updated_at: toDbDate(new Date(paidAt)),
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db('donations').insert([
      gift('2025-01-31T15:30:00Z', 30_000, 'paid', 'a@nanum.example'), // 1 February in Korea
      gift('2025-02-10T03:00:00Z', 20_000, 'paid', 'A@nanum.example'),
      gift('2025-12-31T15:00:00Z', 50_000), // 1 January 2026 in Korea
      gift('2025-03-10T03:00:00Z', 70_000, 'refunded'),
      gift(`${THIS_YEAR}-06-15T03:00:00Z`, 40_000),
    ]);
    await t.db('site_settings').insert({ key: 'donationGoalAmount', value: '1,000,000' });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('counts what stayed paid, by Korean month, with distinct donors; no goal for a past year', async () => {
    const res = await request(t.app).get('/api/donations/summary').query({ year: 2025 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ year: 2025, total: 50_000, count: 2, donors: 1, goal: null });
    expect(res.body.data.months).toHaveLength(12);
    expect(res.body.data.months[1]).toEqual({ month: '2025-02', amount: 50_000, count: 2 });
    expect(res.body.data.months[0]).toEqual({ month: '2025-01', amount: 0, count: 0 });
  });

  it('measures this year against the goal set in site settings; a bad year is refused in Korean', async () => {
    const res = await request(t.app).get('/api/donations/summary');
    expect(res.body.data).toMatchObject({ year: THIS_YEAR, goal: 1_000_000 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(40_000);
    const bad = await request(t.app).get('/api/donations/summary').query({ year: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('연도를 2000년부터 2100년 사이의 숫자로 입력해주세요.');
  });
});
