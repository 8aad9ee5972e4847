import ExcelJS from 'exceljs';
import request from 'supertest';
import { toDbDate } from '../../db/values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { downloadAs } from '../../test/downloads';
import { insertDivision, insertTeam, insertTestCampaign, insertTestParticipation } from './youth.testkit';


const HEADER = ['성명', '생년월일', '휴대전화', '활동명', '활동장소', '활동일', '시작시간', '종료시간', '봉사시간(분)', '활동 종료일', '인정시간(분, 1일 한도 적용)', '기수', '팀', '상태'];

/** Operators' exports for a 1365 bulk result registration, read back as a spreadsheet program would, on both dialects. */
describe.each(testDialects())('volunteer exports (%s)', (dialect) => {
  let t: TestApp;
  let operator = '';
  let head = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const division = await insertDivision(t.db, '청소년본부');
    const team = await insertTeam(t.db, division, '1팀 환경');
    const champ = await createTestUser(t.db, { name: '이다온', type: 2, rank: 2, cardinal: 3 });
    const other = await createTestUser(t.db, { name: '김하늘', type: 2, rank: 1, cardinal: 4 });
    await t.db('users').where({ id: champ.id }).update({ birthday: '2009-03-14', number: '010-1234-5678', team_id: team, division_id: division });
    ids.champ = champ.id;
    ids.other = other.id;
    ids.division = division;
    ids.team = team;
    operator = await loginCookie(t.app, (await createTestUser(t.db, { name: '운영자', power: 1 })).email);
    head = await loginCookie(t.app, (await createTestUser(t.db, { name: '본부장', rank: 10 })).email);
    ids.campaign = await insertTestCampaign(t.db, { name: '겨울 연탄 나눔', startDate: '2026-11-07', divisionId: division });
    await t.db('campaigns').where({ id: ids.campaign }).update({ start_time: '09:30', end_time: '17:45', place: '서울 노원구 중계동 104' });
    const sameDay = await insertTestCampaign(t.db, { name: '저녁 급식 봉사', startDate: '2026-11-07' });
    await insertTestParticipation(t.db, ids.campaign, champ.id, 'approved', 375);
    const evening = await insertTestParticipation(t.db, sameDay, champ.id, 'attended', 150);
    // Checked in by QR at 18:05 and out at 20:40, Korean time: the export says so, not the schedule.
    await t.db('participation_attendance').insert({ participation_id: evening, check_in_at: toDbDate(new Date('2026-11-07T09:05:00Z')), check_out_at: toDbDate(new Date('2026-11-07T11:40:00Z')), minutes_served: 155 });
    await insertTestParticipation(t.db, ids.campaign, other.id, 'applied');
  });
  afterAll(async () => {
    await t?.drop();
  });

  const download = (path: string, cookie = operator) => downloadAs(t.app, path, cookie);

  it('writes a campaign’s served time as .xlsx with the 1365 columns, Korean text, real dates and exact minutes', async () => {
    const res = await download(`/api/youth/exports/campaigns/${ids.campaign}?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=volunteer-campaign-\d+-\d{4}-\d\d-\d\d\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = res.body as Buffer;
    // exceljs types its input as an ArrayBuffer (its own Buffer declaration): hand it the bytes as one.
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('봉사실적');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet?.rowCount).toBe(2);
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe('이다온');
    expect(row?.getCell(2).value).toEqual(new Date('2009-03-14T00:00:00Z'));
    expect(row?.getCell(2).numFmt).toBe('yyyy-mm-dd');
    expect(row?.getCell(3).value).toBe('010-1234-5678');
    expect(row?.getCell(4).value).toBe('겨울 연탄 나눔');
    expect(row?.getCell(5).value).toBe('서울 노원구 중계동 104');
    expect(row?.getCell(6).value).toEqual(new Date('2026-11-07T00:00:00Z'));
    expect([row?.getCell(7).value, row?.getCell(8).value, row?.getCell(9).value]).toEqual(['09:30', '17:45', 375]);
    // The daily cap counts the member's whole day: 375 minutes here and 150 at the evening campaign, 480 at most.
    expect([row?.getCell(11).value, row?.getCell(12).value, row?.getCell(13).value, row?.getCell(14).value]).toEqual([375, 3, '1팀 환경', '승인']);
  });

  it('writes a member’s record as CSV, UTF-8 with a BOM, with the capped minutes of a full day', async () => {
    const res = await download(`/api/youth/exports/members/${ids.champ}?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER.map((header) => (header.includes(',') ? `"${header}"` : header)).join(','));
    expect(lines.slice(1)).toEqual([
      '이다온,2009-03-14,010-1234-5678,겨울 연탄 나눔,서울 노원구 중계동 104,2026-11-07,09:30,17:45,375,2026-11-07,375,3,1팀 환경,승인',
      '이다온,2009-03-14,010-1234-5678,저녁 급식 봉사,서울특별시,2026-11-07,18:05,20:40,150,2026-11-07,105,3,1팀 환경,참여 확인',
    ]);
  });

  it('writes a cohort by 기수, team or division, and asks for one of them in Korean', async () => {
    const byCohort = await download('/api/youth/exports/cohort?cardinal=3&format=csv');
    expect(byCohort.status).toBe(200);
    expect((byCohort.body as Buffer).toString('utf8').trimEnd().split('\r\n')).toHaveLength(3);
    const otherCohort = await download('/api/youth/exports/cohort?cardinal=4&format=csv');
    expect((otherCohort.body as Buffer).toString('utf8').trimEnd().split('\r\n')).toHaveLength(1);
    const byTeam = await download(`/api/youth/exports/cohort?teamId=${ids.team}`);
    expect(byTeam.headers['content-type']).toMatch(/spreadsheetml/);
    const none = await request(t.app).get('/api/youth/exports/cohort?format=csv').set('cookie', operator);
    expect(none.body).toEqual({ status: 400, message: '기수, 팀 또는 본부 중 하나를 선택해주세요.' });
    const badFormat = await request(t.app).get(`/api/youth/exports/members/${ids.champ}?format=pdf`).set('cookie', operator);
    expect(badFormat.body).toEqual({ status: 400, message: '내려받을 형식(xlsx 또는 csv)을 선택해주세요.' });
  });

  it('is for operators only, and every export is in the audit log without the rows', async () => {
    const before = Number((await t.db('audit_log').where({ action: 'participation.export' }).count({ n: '*' }).first())?.n);
    expect((await request(t.app).get(`/api/youth/exports/campaigns/${ids.campaign}`)).status).toBe(401);
    expect((await request(t.app).get(`/api/youth/exports/campaigns/${ids.campaign}`).set('cookie', head)).status).toBe(403);
    expect((await request(t.app).get('/api/youth/exports/campaigns/999999').set('cookie', operator)).body).toEqual({ status: 404, message: '캠페인을 찾을 수 없습니다.' });
    await download(`/api/youth/exports/members/${ids.champ}?format=csv`);
    const entries = await t.db('audit_log').where({ action: 'participation.export' }).orderBy('id').select('target_type', 'target_id', 'after_json');
    expect(entries).toHaveLength(before + 1);
    const last = entries[entries.length - 1];
    expect({ type: last.target_type, id: Number(last.target_id), after: JSON.parse(last.after_json) }).toEqual({ type: 'member', id: ids.champ, after: { format: 'csv', rows: 2 } });
    expect(last.after_json).not.toContain('010-1234-5678');
  });
});
