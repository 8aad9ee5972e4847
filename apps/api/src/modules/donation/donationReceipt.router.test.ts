import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { downloadAs, workbookSheets } from '../../test/downloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger';
import { toDbDate } from '../../db/values';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { startFakePortOne, type FakePortOne } from '../../test/fakePortOne';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { purgeExpiredRrns } from './donationReceipt.service';
import { decryptRrn, rrnKeyOf } from './rrnCipher';

const RRN = '900101-1234567';
const SECRET_PART = '1234567';
const KEY = crypto.randomBytes(32).toString('base64');
const YEAR = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(new Date()));

describe.each(testDialects())('기부금 영수증 and the resident registration number (%s)', (dialect) => {
  let t: TestApp;
  let portone: FakePortOne;
  let operator: string;
  const logs: string[] = [];
  const answers: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nanum-receipt-'));

  beforeAll(async () => {
    portone = await startFakePortOne();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(chunk.toString('utf8'));
        callback();
      },
    });
    t = await createTestApp(dialect, { ...portone.env(), DONOR_RRN_KEY: KEY }, { logger: createLogger('debug', false, stream) });
    await t.db('site_settings').insert([
      { key: 'organisationName', value: '(사)나눔 사회공헌협회' },
      { key: 'registrationNumber', value: '123-82-45678' },
      { key: 'address', value: '서울특별시 종로구 나눔로 1' },
      { key: 'representative', value: '홍길동' },
    ]);
    operator = await loginCookie(t.app, (await createTestUser(t.db, { name: '운영자', power: 1 })).email);
  });
  afterAll(async () => {
    await t.drop();
    await portone.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A gift through the whole flow; every answer is kept to be searched for the number. */
  async function give(body: object): Promise<request.Response> {
    const started = await request(t.app).post('/api/donations').send(body);
    answers.push(JSON.stringify(started.body));
    if (started.status !== 200) return started;
    portone.pay(started.body.data.paymentId, started.body.data.amount);
    const done = await request(t.app).post(`/api/donations/${started.body.data.paymentId}/complete`);
    answers.push(JSON.stringify(done.body));
    return done;
  }
  const gift = (amount: number, extra: object = {}) => ({ amount, method: 'card', name: '정영수', email: 'receipt@nanum.example', phone: '010-2222-3333', agree: true, ...extra });

  it('asks for the number only with a receipt, refuses a malformed one in Korean, and stores it sealed', async () => {
    const bad = await request(t.app).post('/api/donations').send(gift(30_000, { receipt: true, rrn: '900101-9' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('기부금 영수증에 적을 주민등록번호 13자리를 정확히 입력해주세요.');
    expect((await request(t.app).get('/api/donations/setup')).body.data.receipts).toBe(true);

    expect((await give(gift(30_000, { receipt: true, rrn: '9001011234567' }))).body.data.state).toBe('paid');
    expect((await give(gift(20_000))).body.data.state).toBe('paid');
    // A number typed without wanting a receipt is not kept.
    await give({ ...gift(5_000), email: 'no-receipt@nanum.example', rrn: RRN });

    const rows = await t.db('donations').whereIn('donor_email', ['receipt@nanum.example', 'no-receipt@nanum.example']).orderBy('id').select('receipt_wanted', 'rrn_cipher', 'rrn_masked');
    expect(rows.map((row) => [Boolean(row.receipt_wanted), row.rrn_masked])).toEqual([[true, '900101-1******'], [false, null], [false, null]]);
    expect(rows[0].rrn_cipher).toMatch(/^v1\./);
    expect(rows[0].rrn_cipher).not.toContain(SECRET_PART);
    expect(decryptRrn(rrnKeyOf(KEY)!, rows[0].rrn_cipher)).toBe(RRN);
    expect(rows[2].rrn_cipher).toBeNull();
  });

  it('an operator prepares the year’s receipts: one per donor who asked, the gifts that asked by date, the association’s details, the number masked; verifiable', async () => {
    const res = await request(t.app).post('/api/admin/donations/receipts').set('cookie', operator).send({ year: YEAR });
    answers.push(JSON.stringify(res.body));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('기부금 영수증 1건을 준비했습니다.');
    // The 20,000 of the same address asked for no receipt: it is on none.
    expect(res.body.data).toEqual([expect.objectContaining({ year: YEAR, donorName: '정영수', rrnMasked: '900101-1******', total: 30_000, count: 1 })]);
    const { number, path: filePath } = res.body.data[0] as { number: string; path: string };
    expect(number).toMatch(new RegExp(`^NANUM-DR-${YEAR}-[0-9A-Z]{10}$`));

    const file = await downloadAs(t.app, filePath, operator);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = path.join(dir, 'receipt.pdf');
    fs.writeFileSync(pdf, file.body as Buffer);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const expected of ['기부금 영수증', '정영수', '900101-1******', '(사)나눔 사회공헌협회', '123-82-45678', '서울특별시 종로구 나눔로 1', '30,000원', '일반기부금', number]) expect(text).toContain(expected);
    expect(text).not.toContain(SECRET_PART);
    expect(text).not.toContain('20,000원');

    // The same gifts again: the same receipt, no new number.
    const again = await request(t.app).post('/api/admin/donations/receipts').set('cookie', operator).send({ year: YEAR });
    expect(again.body.data.map((receipt: { number: string }) => receipt.number)).toEqual([number]);
    expect(await t.db('donation_receipts').count({ n: '*' })).toEqual([{ n: 1 }]);

    const verify = await request(t.app).get(`/api/donations/receipts/${number}`);
    answers.push(JSON.stringify(verify.body));
    expect(verify.body.data).toMatchObject({ state: 'genuine', number, year: YEAR, maskedName: '정*수', total: 30_000 });
    expect((await request(t.app).get('/api/donations/receipts/NANUM-DR-2026-0000000000')).body.data.state).toBe('unknown');
    const list = await request(t.app).get('/api/admin/donations').set('cookie', operator);
    answers.push(JSON.stringify(list.body));
    expect(list.body.data.list.find((row: { rrnMasked: string | null }) => row.rrnMasked)).toMatchObject({ receiptWanted: true, rrnMasked: '900101-1******' });
    const csv = await request(t.app).get('/api/admin/donations/export').set('cookie', operator);
    answers.push(csv.text);

    // A stored file lost from the disk answers a Korean 404, not an error page.
    const { file_name: fileName } = await t.db('donation_receipts').where({ number }).first('file_name');
    fs.renameSync(path.join(t.config.uploadDir, 'receipts', fileName), path.join(dir, 'moved.pdf'));
    const lost = await request(t.app).get(filePath).set('cookie', operator);
    expect(lost.status).toBe(404);
    expect(lost.body.message).toBe('기부금 영수증을 찾을 수 없습니다.');
    fs.renameSync(path.join(dir, 'moved.pdf'), path.join(t.config.uploadDir, 'receipts', fileName));

    // Members are refused; a bad year is refused in Korean.
    const member = await loginCookie(t.app, (await createTestUser(t.db, { name: '회원' })).email);
    expect((await request(t.app).post('/api/admin/donations/receipts').set('cookie', member).send({ year: YEAR })).status).toBe(403);
    expect((await request(t.app).get(filePath).set('cookie', member)).status).toBe(403);
    expect((await request(t.app).post('/api/admin/donations/receipts').set('cookie', operator).send({ year: 1999 })).body.message).toBe('영수증을 발급할 연도를 2000년부터 2100년 사이의 숫자로 입력해주세요.');
  });


  it('an admin downloads the year’s 연말정산 간소화 file: the receipt’s gifts with the number in clear and the code; operators are refused; audited without the number', async () => {
    const admin = await loginCookie(t.app, (await createTestUser(t.db, { name: '관리자', power: 2 })).email);
    const { number } = await t.db('donation_receipts').where({ year: YEAR }).first('number');
    // A donor who asked for a receipt but whose number is gone, and a gift refunded: neither is filed.
    const paidAt = toDbDate(new Date(Date.UTC(YEAR, 2, 1, 3)));
    const row = (email: string, state: string, cipher: string | null) => ({ payment_id: `donation-${crypto.randomBytes(12).toString('hex')}`, method: 'card', amount: 7_000, state, donor_name: '번호없음', donor_email: email, donor_phone: '010-0000-0000', receipt_wanted: true, rrn_cipher: cipher, rrn_masked: null, paid_at: paidAt, created_at: paidAt, updated_at: paidAt });
    await t.db('donations').insert([row('gone@nanum.example', 'paid', null), row('refunded@nanum.example', 'refunded', 'v1.sealed')]);

    const file = await downloadAs(t.app, `/api/admin/donations/tax-file?year=${YEAR}`, admin);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`기부금영수증발급명세-${YEAR}.xlsx`)}`);
    const sheets = await workbookSheets(file.body as Buffer);
    expect([...sheets.keys()]).toEqual(['기부금영수증 발급명세', '주민등록번호 없음', '발급자']);
    const [header, ...gifts] = sheets.get('기부금영수증 발급명세')!;
    expect(header).toEqual(['일련번호', '영수증 번호', '기부자 성명', '주민등록번호', '기부금 유형 코드', '구분', '기부일자', '기부금액']);
    // The gift the receipt covers; the 20,000 that asked for none is not filed.
    expect(gifts.map((cells) => [cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], cells[7]])).toEqual([[1, number, '정영수', RRN, '40', '금전', 30_000]]);
    expect(gifts[0]![6]).toBeInstanceOf(Date);
    expect(sheets.get('주민등록번호 없음')!.slice(1).map((cells) => [cells[0], cells[1], cells[3], cells[4]])).toEqual([['번호없음', 'gone@nanum.example', 7_000, '주민등록번호가 보관되어 있지 않습니다.']]);
    expect(sheets.get('발급자')).toContainEqual(['고유번호(사업자등록번호)', '123-82-45678']);

    // The association's code from site settings.
    await t.db('site_settings').insert({ key: 'donationTaxCode', value: '10' });
    const coded = await workbookSheets((await downloadAs(t.app, `/api/admin/donations/tax-file?year=${YEAR}`, admin)).body as Buffer);
    expect(coded.get('기부금영수증 발급명세')![1]![4]).toBe('10');
    await t.db('site_settings').where({ key: 'donationTaxCode' }).delete();

    const audit = await t.db('audit_log').where({ action: 'donation.taxFile' }).orderBy('id').select('after_json');
    expect(audit.map((entry) => JSON.parse(entry.after_json))).toEqual([
      { year: YEAR, rows: 1, withoutNumber: 1 },
      { year: YEAR, rows: 1, withoutNumber: 1 },
    ]);
    // Operators (power 1) and members are refused; a bad year is refused in Korean, nothing written.
    const refused = await request(t.app).get(`/api/admin/donations/tax-file?year=${YEAR}`).set('cookie', operator);
    answers.push(JSON.stringify(refused.body));
    expect(refused.status).toBe(403);
    const badYear = await request(t.app).get('/api/admin/donations/tax-file?year=1999').set('cookie', admin);
    expect(badYear.status).toBe(400);
    expect(badYear.body.message).toBe('영수증을 발급할 연도를 2000년부터 2100년 사이의 숫자로 입력해주세요.');
    expect(await t.db('audit_log').where({ action: 'donation.taxFile' }).count({ n: '*' })).toEqual([{ n: 2 }]);
    await t.db('donations').whereIn('donor_email', ['gone@nanum.example', 'refunded@nanum.example']).delete();
  });

  it('refuses the 연말정산 간소화 file in Korean when the number cannot be opened: no key, or another key', async () => {
    const other = await createTestApp(dialect, { ...portone.env(), DONOR_RRN_KEY: crypto.randomBytes(32).toString('base64') });
    const off = await createTestApp(dialect, portone.env());
    try {
      const sealed = (await t.db('donations').whereNotNull('rrn_cipher').first('rrn_cipher')).rrn_cipher as string;
      const paidAt = toDbDate(new Date(Date.UTC(YEAR, 2, 1, 3)));
      for (const app of [other, off]) {
        const adminThere = await createTestUser(app.db, { name: '관리자', power: 2 });
        await app.db('donations').insert({ payment_id: `donation-${crypto.randomBytes(12).toString('hex')}`, method: 'card', amount: 9_000, state: 'paid', donor_name: '정영수', donor_email: 'receipt@nanum.example', donor_phone: '010-0000-0000', receipt_wanted: true, rrn_cipher: sealed, rrn_masked: '900101-1******', paid_at: paidAt, created_at: paidAt, updated_at: paidAt });
        const res = await request(app.app).get(`/api/admin/donations/tax-file?year=${YEAR}`).set('cookie', await loginCookie(app.app, adminThere.email));
        answers.push(JSON.stringify(res.body));
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(
          app === off ? '주민등록번호 암호화 키(DONOR_RRN_KEY)가 설정되지 않아 연말정산 간소화 자료를 만들 수 없습니다.' : '저장된 주민등록번호를 풀 수 없습니다. DONOR_RRN_KEY가 후원을 받을 때의 키와 같은지 확인해주세요.',
        );
        expect(await app.db('audit_log').where({ action: 'donation.taxFile' })).toHaveLength(0);
      }
    } finally {
      await other.drop();
      await off.drop();
    }
  });

  it('never shows the number in clear: not in any log line, API answer or stored cell', async () => {
    expect(logs.length).toBeGreaterThan(0);
    for (const text of [...logs, ...answers]) {
      expect(text).not.toContain(SECRET_PART);
      expect(text).not.toContain('9001011234567');
    }
    for (const table of ['donations', 'donation_receipts', 'audit_log']) expect(JSON.stringify(await t.db(table).select('*'))).not.toContain(SECRET_PART);
  });

  it('deletes the number when the retention period ends: gifts of five years before this one keep theirs, older ones and unpaid ones lose it', async () => {
    const old = (year: number, state: string, extra: object = {}) => ({
      payment_id: `donation-${crypto.randomBytes(12).toString('hex')}`, method: 'card', amount: 10_000, state, donor_name: '옛후원', donor_email: `old${year}${state}@nanum.example`, donor_phone: '010-0000-0000',
      receipt_wanted: true, rrn_cipher: 'v1.sealed', rrn_masked: '800101-1******', paid_at: state === 'paid' ? toDbDate(new Date(`${year}-06-01T00:00:00Z`)) : null,
      created_at: toDbDate(new Date(`${year}-06-01T00:00:00Z`)), updated_at: toDbDate(new Date(`${year}-06-01T00:00:00Z`)), ...extra,
    });
    await t.db('donations').insert([old(2020, 'paid'), old(2021, 'paid'), old(2026, 'failed')]);
    expect(await purgeExpiredRrns(t.db, new Date('2026-12-01T00:00:00Z'))).toBe(2);
    const kept = await t.db('donations').where('donor_name', '옛후원').orderBy('id').select('donor_email', 'rrn_cipher');
    expect(kept).toEqual([
      { donor_email: 'old2020paid@nanum.example', rrn_cipher: null },
      { donor_email: 'old2021paid@nanum.example', rrn_cipher: 'v1.sealed' },
      { donor_email: 'old2026failed@nanum.example', rrn_cipher: null },
    ]);
  });

  it('takes no number without the key: receipts are not offered and a request for one is refused', async () => {
    const off = await createTestApp(dialect, portone.env());
    try {
      expect((await request(off.app).get('/api/donations/setup')).body.data.receipts).toBe(false);
      const res = await request(off.app).post('/api/donations').send(gift(10_000, { receipt: true, rrn: RRN }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('지금은 온라인으로 기부금 영수증 신청을 받을 수 없습니다. 영수증은 협회로 문의해주세요.');
      expect(await off.db('donations').count({ n: '*' })).toEqual([{ n: 0 }]);
    } finally {
      await off.drop();
    }
  });
});
