import ExcelJS from 'exceljs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { toDbDate } from '../../db/values';

describe.each(testDialects())('donor records for operators (%s)', (dialect) => {
  let t: TestApp;
  let operator: string;
  let headOfDivision: string;

  /** A donation as the giving flow leaves it. */
  async function donation(fields: { state: string; method?: string; amount: number; name: string; createdAt: string; note?: string; email?: string }) {
    await t.db('donations').insert({
      payment_id: `donation-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}${'0'.repeat(12)}`,
      method: fields.method ?? 'card',
      amount: fields.amount,
      state: fields.state,
      donor_name: fields.name,
      donor_email: fields.email ?? `${fields.amount}@nanum.example`,
      donor_phone: '010-1111-2222',
      note: fields.note ?? '',
      paid_at: fields.state === 'pending' || fields.state === 'failed' ? null : toDbDate(new Date(fields.createdAt)),
      created_at: toDbDate(new Date(fields.createdAt)),
      updated_at: toDbDate(new Date(fields.createdAt)),
    });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await loginCookie(t.app, (await createTestUser(t.db, { name: '운영자', power: 1 })).email);
    headOfDivision = await loginCookie(t.app, (await createTestUser(t.db, { name: '본부장', rank: 10 })).email);
    // 2026-03-01 00:30 in Korea is still 28 February in UTC: the day filter is a Korean day.
    await donation({ state: 'paid', amount: 30_000, name: '김정기', createdAt: '2026-02-28T15:30:00Z' });
    await donation({ state: 'paid', method: 'transfer', amount: 50_000, name: '이이체', createdAt: '2026-03-02T03:00:00Z' });
    await donation({ state: 'failed', amount: 10_000, name: '박실패', createdAt: '2026-03-03T03:00:00Z', note: '결제 실패' });
    await donation({ state: 'refunded', amount: 20_000, name: '최환불', createdAt: '2026-03-04T03:00:00Z', note: '후원자 요청' });
    await donation({ state: 'paid', amount: 100_000, name: '=HYPERLINK("http://evil")', createdAt: '2026-04-01T03:00:00Z' });
  });
  afterAll(async () => {
    await t.drop();
  });

  const list = (query: Record<string, string>, cookie = operator) => request(t.app).get('/api/admin/donations').query(query).set('cookie', cookie);

  it('lists donations newest first with the totals of what the filters match', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((row: { donorName: string }) => row.donorName)).toEqual(['=HYPERLINK("http://evil")', '최환불', '박실패', '이이체', '김정기']);
    expect(res.body.data).toMatchObject({ total: 5, page: 1, totals: { paidCount: 3, paidAmount: 180_000, refundedAmount: 20_000 } });
  });

  it('filters by state, method, Korean days and donor', async () => {
    const names = async (query: Record<string, string>) => (await list(query)).body.data.list.map((row: { donorName: string }) => row.donorName);
    expect(await names({ state: 'paid' })).toEqual(['=HYPERLINK("http://evil")', '이이체', '김정기']);
    expect(await names({ method: 'transfer' })).toEqual(['이이체']);
    expect(await names({ from: '2026-03-01', to: '2026-03-03' })).toEqual(['박실패', '이이체', '김정기']);
    expect(await names({ q: '환불' })).toEqual(['최환불']);
    expect(await names({ q: '%' })).toEqual([]);
    const bad = await list({ state: 'stolen' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('조회 조건을 다시 확인해주세요.');
  });

  it('refuses days that are not on the calendar or out of order, in the list and its download alike, writing no audit', async () => {
    const FILTER_INVALID = { status: 400, message: '조회 조건을 다시 확인해주세요.' };
    const exports = () => t.db('audit_log').where({ action: 'donation.export' }).count({ n: '*' }).first();
    const exportsBefore = await exports();
    const queries: Record<string, string>[] = [{ from: '2026-13-45' }, { to: '2026-99-99' }, { from: '2026-02-29' }, { to: '2026-04-31' }, { from: '2026-3-1' }, { from: '2026-03-02', to: '2026-03-01' }];
    for (const query of queries) {
      expect((await list(query)).body).toEqual(FILTER_INVALID);
    }
    const file = await request(t.app).get('/api/admin/donations/export').query({ from: '2026-00-00' }).set('cookie', operator);
    expect(file.body).toEqual(FILTER_INVALID);
    const backwards = await request(t.app).get('/api/admin/donations/export').query({ from: '2026-12-31', to: '2026-01-01' }).set('cookie', operator);
    expect(backwards.body).toEqual(FILTER_INVALID);
    expect(await exports()).toEqual(exportsBefore);
    expect((await list({ from: '2024-02-29', to: '2026-03-31' })).status).toBe(200);
  });

  it('downloads the filtered list as CSV for Excel (formulas defused), and the download is audited', async () => {
    const res = await request(t.app).get('/api/admin/donations/export').query({ state: 'paid' }).set('cookie', operator);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('번호,결제 번호,상태,결제 수단,금액(원),후원자,이메일,연락처,회원 번호,신청 일시,결제 일시,환불 일시,비고');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('후원 완료,신용·체크카드,30000,김정기');
    expect(lines[3]).toContain('2026-03-01 00:30');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const audit = await t.db('audit_log').where({ action: 'donation.export' }).first('target_type', 'after_json');
    expect(audit).toEqual({ target_type: 'donation', after_json: JSON.stringify({ filter: { state: 'paid' }, format: 'csv', rows: 3 }) });
  });

  it('downloads the same selection as .xlsx: Korean headings, amounts as numbers, Korean time, a formula kept as text; audited', async () => {
    const res = await request(t.app).get('/api/admin/donations/export').query({ state: 'paid', format: 'xlsx' }).set('cookie', operator).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="donations-\d{4}-\d\d-\d\d\.xlsx"$/);
    const bytes = res.body as Buffer;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('후원 내역')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['번호', '결제 번호', '상태', '결제 수단', '금액(원)', '후원자', '이메일', '연락처', '회원 번호', '신청 일시', '결제 일시', '환불 일시', '비고']);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((cells) => [cells[2], cells[4], cells[5]])).toEqual([
      ['후원 완료', 100_000, '=HYPERLINK("http://evil")'],
      ['후원 완료', 50_000, '이이체'],
      ['후원 완료', 30_000, '김정기'],
    ]);
    // Text, not a formula Excel would run.
    expect(sheet.getRow(2).getCell(6).type).toBe(ExcelJS.ValueType.String);
    expect(rows[3]![10]).toBe('2026-03-01 00:30');
    const audit = await t.db('audit_log').where({ action: 'donation.export' }).orderBy('id', 'desc').first('after_json');
    expect(JSON.parse(audit.after_json)).toEqual({ filter: { state: 'paid' }, format: 'xlsx', rows: 3 });

    // A search by a donor's address or name: the log says one was made, never the words.
    await request(t.app).get('/api/admin/donations/export').query({ q: '김정기' }).set('cookie', operator).expect(200);
    const searched = await t.db('audit_log').where({ action: 'donation.export' }).orderBy('id', 'desc').first('after_json');
    expect(JSON.parse(searched.after_json)).toEqual({ filter: { q: '(검색어 입력됨, 기록하지 않음)' }, format: 'csv', rows: 1 });
    expect(searched.after_json).not.toContain('김정기');

    const bad = await request(t.app).get('/api/admin/donations/export').query({ format: 'pdf' }).set('cookie', operator);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('내려받을 형식(csv 또는 xlsx)을 선택해주세요.');
  });

  it('refuses an export of more than 10,000 donations in Korean, writing nothing and auditing nothing; a narrower period goes', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({
      payment_id: `donation-bulk${String(i).padStart(10, '0')}00000000000`, method: 'card', amount: 10_000, state: 'paid', donor_name: '정기후원', donor_email: `bulk${i}@nanum.example`, donor_phone: '010-1111-2222', note: '',
      paid_at: '2019-06-01 03:00:00', created_at: '2019-06-01 03:00:00', updated_at: '2019-06-01 03:00:00',
    }));
    await t.db.batchInsert('donations', many, 500);
    const audited = async () => Number((await t.db('audit_log').where({ action: 'donation.export' }).count({ n: '*' }).first())?.n);
    const before = await audited();
    const res = await request(t.app).get('/api/admin/donations/export').query({ format: 'xlsx' }).set('cookie', operator);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('한 번에 내려받을 수 있는 후원 내역은 10,000건까지입니다. 기간을 나누어 내려받아주세요.');
    expect(await audited()).toBe(before);
    const narrower = await request(t.app).get('/api/admin/donations/export').query({ from: '2026-01-01' }).set('cookie', operator);
    expect(narrower.status).toBe(200);
    await t.db('donations').where('payment_id', 'like', 'donation-bulk%').delete();
  });

  it('keeps donor records from division heads and members', async () => {
    expect((await list({}, headOfDivision)).status).toBe(403);
    expect((await request(t.app).get('/api/admin/donations/export').set('cookie', headOfDivision)).status).toBe(403);
  });
});
