import crypto from 'node:crypto';
import request from 'supertest';
import { downloadAs, workbookSheets } from '../../test/downloads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { startFakePortOne, type FakePortOne } from '../../test/fakePortOne';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

const KEY = crypto.randomBytes(32).toString('base64');
const YEAR = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()));
const RRN = '900101-1234567';
const VICTIM_RRN = '800101-2345678';

interface Receipt {
  number: string;
  donorName: string;
  donorEmail: string;
  total: number;
  count: number;
}

describe.each(testDialects())('기부금 영수증: one per person, voided when its gifts change (%s)', (dialect) => {
  let t: TestApp;
  let portone: FakePortOne;
  let operator: string;
  let admin: string;

  beforeAll(async () => {
    portone = await startFakePortOne();
    t = await createTestApp(dialect, { ...portone.env(), DONOR_RRN_KEY: KEY });
    operator = await loginCookie(t.app, (await createTestUser(t.db, { name: '운영자', power: 1 })).email);
    admin = await loginCookie(t.app, (await createTestUser(t.db, { name: '관리자', power: 2 })).email);
  });
  afterAll(async () => {
    await t.drop();
    await portone.close();
  });
  // Each case starts from a year without gifts or receipts.
  beforeEach(async () => {
    await t.db('donation_receipt_gifts').delete();
    await t.db('donation_receipts').delete();
    await t.db('donations').delete();
  });

  /** A gift paid through the whole flow; answers its id. */
  async function give(name: string, email: string, amount: number, rrn?: string): Promise<number> {
    const started = await request(t.app)
      .post('/api/donations')
      .send({ amount, method: 'card', name, email, phone: '010-2222-3333', agree: true, ...(rrn ? { receipt: true, rrn } : {}) });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    portone.pay(started.body.data.paymentId, amount);
    expect((await request(t.app).post(`/api/donations/${started.body.data.paymentId}/complete`)).body.data.state).toBe('paid');
    return (await t.db('donations').where({ payment_id: started.body.data.paymentId }).first('id')).id as number;
  }
  const issue = async (): Promise<Receipt[]> => {
    const res = await request(t.app).post('/api/admin/donations/receipts').set('cookie', operator).send({ year: YEAR });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const listed = async (): Promise<Receipt[]> => (await request(t.app).get('/api/admin/donations/receipts').query({ year: YEAR }).set('cookie', operator)).body.data;
  const check = async (number: string) => (await request(t.app).get(`/api/donations/receipts/${number}`)).body.data;
  const refund = async (id: number) => expect((await request(t.app).post(`/api/admin/donations/${id}/refund`).set('cookie', operator).send({ reason: '후원자 요청' })).status).toBe(200);
  /** The year's tax-office file: each sheet's rows under its heading. */
  async function taxFile(): Promise<Map<string, unknown[][]>> {
    const res = await downloadAs(t.app, `/api/admin/donations/tax-file?year=${YEAR}`, admin);
    expect(res.status).toBe(200);
    const sheets = await workbookSheets(res.body as Buffer);
    return new Map([...sheets].map(([name, rows]) => [name, rows.slice(1)]));
  }

  it('never merges the gifts of two people who share an address: the receipt, its check and the tax file hold only the gifts that asked, under their giver', async () => {
    await give('김피해', 'family@example.com', 50_000);
    await give('이공격', 'Family@example.com', 1_000, RRN);

    const receipts = await issue();
    expect(receipts).toEqual([expect.objectContaining({ donorName: '이공격', total: 1_000, count: 1 })]);
    expect(await check(receipts[0]!.number)).toMatchObject({ state: 'genuine', maskedName: '이*격', total: 1_000 });
    const sheets = await taxFile();
    expect(sheets.get('기부금영수증 발급명세')!.map((cells) => [cells[2], cells[3], cells[7]])).toEqual([['이공격', RRN, 1_000]]);
    expect(sheets.get('주민등록번호 없음')).toEqual([]);

    // 김피해 asks for a receipt too, on the same address: a receipt of their own, under their own number.
    await give('김피해', 'family@example.com', 20_000, VICTIM_RRN);
    const both = await issue();
    expect(both.map((receipt) => [receipt.donorName, receipt.total, receipt.count]).sort()).toEqual([
      ['김피해', 20_000, 1],
      ['이공격', 1_000, 1],
    ]);
    const filed = (await taxFile()).get('기부금영수증 발급명세')!.map((cells) => [cells[2], cells[3], cells[7]]);
    expect(filed).toEqual([
      ['이공격', RRN, 1_000],
      ['김피해', VICTIM_RRN, 20_000],
    ]);
  });

  it('sets aside a number given under two names for an admin: no receipt for either, the old one voided, the gifts on the sheet to settle', async () => {
    await give('김피해', 'family@example.com', 50_000, VICTIM_RRN);
    const [victim] = await issue();
    expect(victim).toMatchObject({ donorName: '김피해', total: 50_000 });

    await give('박도용', 'thief@example.com', 1_000, VICTIM_RRN);
    expect(await issue()).toEqual([]);
    expect(await check(victim!.number)).toMatchObject({ state: 'voided', voidCause: 'withdrawn', total: 50_000 });
    const sheets = await taxFile();
    expect(sheets.get('기부금영수증 발급명세')).toEqual([]);
    const reason = '같은 주민등록번호가 다른 이름으로도 신청되었습니다. 기부자를 확인해주세요.';
    expect(sheets.get('주민등록번호 없음')!.map((cells) => [cells[0], cells[1], cells[3], cells[4]])).toEqual([
      ['김피해', 'family@example.com', 50_000, reason],
      ['박도용', 'thief@example.com', 1_000, reason],
    ]);
    const audit = await t.db('audit_log').where({ action: 'receipt.issue' }).orderBy('id', 'desc').first('after_json');
    expect(JSON.parse(audit.after_json)).toEqual({ year: YEAR, issued: 0, rows: 0, withdrawn: 1, doubtful: 2 });
  });

  it('a refund voids the receipt that covers the gift: its check answers 폐기, the list leaves it out, and a donor with nothing left gets no new one', async () => {
    const id = await give('정영수', 'giver@nanum.example', 100_000, RRN);
    const [receipt] = await issue();
    expect(receipt).toMatchObject({ total: 100_000 });

    await refund(id);
    expect(await check(receipt!.number)).toMatchObject({ state: 'voided', number: receipt!.number, year: YEAR, maskedName: '정*수', total: 100_000, voidCause: 'refunded', voidedAt: expect.any(String) });
    expect(await listed()).toEqual([]);
    expect(await issue()).toEqual([]);
    expect(await t.db('donation_receipts').count({ n: '*' })).toEqual([{ n: 1 }]);
    const audit = await t.db('audit_log').where({ action: 'donation.refund', target_id: id }).first('after_json');
    expect(JSON.parse(audit.after_json)).toEqual({ state: 'refunded', reason: '후원자 요청', receiptsVoided: 1 });
  });

  it('a refund of one of a receipt’s gifts voids it; the next issue replaces it with the receipt of what is left, and only that one verifies', async () => {
    await give('정영수', 'giver@nanum.example', 60_000, RRN);
    const second = await give('정영수', 'giver@nanum.example', 40_000, RRN);
    const [larger] = await issue();
    expect(larger).toMatchObject({ total: 100_000, count: 2 });

    await refund(second);
    expect(await check(larger!.number)).toMatchObject({ state: 'voided', voidCause: 'refunded' });
    const [smaller] = await issue();
    expect(smaller).toMatchObject({ total: 60_000, count: 1 });
    expect(smaller!.number).not.toBe(larger!.number);
    expect(await check(smaller!.number)).toMatchObject({ state: 'genuine', total: 60_000 });
    expect(await check(larger!.number)).toMatchObject({ state: 'voided', total: 100_000 });
    expect((await listed()).map((one) => one.number)).toEqual([smaller!.number]);
    expect((await taxFile()).get('기부금영수증 발급명세')!.map((cells) => [cells[1], cells[7]])).toEqual([[smaller!.number, 60_000]]);
  });

  it('a new gift reissues the donor’s year and voids the older receipt as replaced', async () => {
    await give('정영수', 'giver@nanum.example', 10_000, RRN);
    const [first] = await issue();
    await give('정영수', 'giver@nanum.example', 5_000, RRN);
    const [second] = await issue();
    expect(second).toMatchObject({ total: 15_000, count: 2 });
    expect(await check(first!.number)).toMatchObject({ state: 'voided', voidCause: 'reissued' });
    expect(await check(second!.number)).toMatchObject({ state: 'genuine' });
    expect((await listed()).map((one) => one.number)).toEqual([second!.number]);
  });

  it('a gift cancelled in PortOne’s console voids its receipt when the app learns of it', async () => {
    const id = await give('정영수', 'giver@nanum.example', 30_000, RRN);
    const [receipt] = await issue();
    const { payment_id: paymentId } = await t.db('donations').where({ id }).first('payment_id');
    const payment = portone.payments.get(paymentId)!;
    portone.payments.set(paymentId, { ...payment, status: 'CANCELLED', cancelledAt: new Date().toISOString() });
    expect((await request(t.app).post(`/api/donations/${paymentId}/complete`)).body.data.state).toBe('refunded');
    expect(await check(receipt!.number)).toMatchObject({ state: 'voided', voidCause: 'refunded' });
  });

  it('voids a receipt issued by email before receipts were per person, on a refund of its address’s gift or on the next issue', async () => {
    const id = await give('정영수', 'Giver@nanum.example', 30_000, RRN);
    await give('정영수', 'other@nanum.example', 20_000, RRN);
    // As the earlier code stored them: keyed by the address, linked to no gift.
    const legacy = (number: string) => ({ number, year: YEAR, donor_key: 'giver@nanum.example', donor_name: '정영수', rrn_masked: '900101-1******', total: 30_000, snapshot: '{"donor":{"email":"giver@nanum.example"},"gifts":[]}', fingerprint: 'f'.repeat(64), file_name: 'legacy.pdf', issued_at: '2026-01-01 00:00:00' });
    await t.db('donation_receipts').insert([legacy(`NANUM-DR-${YEAR}-LEGACY0001`), { ...legacy(`NANUM-DR-${YEAR}-LEGACY0002`), donor_key: 'other@nanum.example' }]);
    await refund(id);
    expect(await check(`NANUM-DR-${YEAR}-LEGACY0001`)).toMatchObject({ state: 'voided', voidCause: 'refunded' });
    expect(await check(`NANUM-DR-${YEAR}-LEGACY0002`)).toMatchObject({ state: 'genuine' });
    const [fresh] = await issue();
    expect(fresh).toMatchObject({ total: 20_000 });
    expect(await check(`NANUM-DR-${YEAR}-LEGACY0002`)).toMatchObject({ state: 'voided', voidCause: 'withdrawn' });
  });
});
