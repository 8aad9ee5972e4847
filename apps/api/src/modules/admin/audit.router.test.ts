import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChanges, type AuditEntryView } from '@nanum/shared/auditLog';
import { AUDIT_EXPORT_MAX } from '@nanum/shared/adminRules';
import { siteToday } from '@nanum/shared/timeZone';
import { toDbDate } from '../../db/values';
import { createTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { insertDivision, insertTeam } from '../youth/youth.testkit';
import { createAdminActors, type AdminActors } from './admin.testkit';

describe.each(testDialects())('the audit log: filters, Korean CSV, campaign edits (%s)', (dialect) => {
  let t: TestApp;
  let actors: AdminActors;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    actors = await createAdminActors(t);
  });
  afterAll(async () => {
    await t.drop();
  });

  const read = async (query: string, cookie = actors.operator.cookie) => (await request(t.app).get(`/api/admin/audit?${query}`).set('Cookie', cookie)).body;
  const campaign = { name: '겨울 연탄 나눔', description: '연탄 배달', place: '노원구', startDate: '2026-12-05', endDate: '2026-12-05', hours: 4, capacity: 20 };

  it('records a campaign created and edited, with before and after, and finds it by filter', async () => {
    const created = await request(t.app).post('/api/youth/campaigns').set('Cookie', actors.operator.cookie).send(campaign);
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect((await request(t.app).put(`/api/youth/campaigns/${id}`).set('Cookie', actors.admin.cookie).send({ ...campaign, place: '중계동' })).status).toBe(200);

    const entries = (await read(`target=campaign&targetId=${id}`)).data;
    expect(entries.total).toBe(2);
    expect(entries.list.map((entry: { action: string; actorName: string }) => [entry.action, entry.actorName])).toEqual([
      ['campaign.update', '관리자'],
      ['campaign.create', '운영자'],
    ]);
    expect(entries.list[0]).toMatchObject({ before: { place: '노원구' }, after: { place: '중계동' } });
    expect((await read('action=campaign.update&actor=관리')).data.list.map((entry: { targetId: number }) => entry.targetId)).toEqual([id]);
    expect((await read('action=campaign.update&actor=운영')).data.total).toBe(0);
    const today = siteToday();
    expect((await read(`target=campaign&from=${today}&to=${today}`)).data.total).toBe(2);
    expect((await read('target=campaign&from=2020-01-01&to=2020-12-31')).data.total).toBe(0);
  });

  it('shows codes by their labels and teams and divisions by name, in the list and the CSV', async () => {
    const division = await insertDivision(t.db, '감사본부');
    const team = await insertTeam(t.db, division, '기록1팀');
    const member = await createTestUser(t.db, { name: '코드회원', type: 1, rank: 0, cardinal: 3 });
    const changed = await request(t.app).put('/api/admin/user').set('Cookie', actors.admin.cookie).send({ id: member.id, rank: 9, type: 2, cardinal: 4, divisionId: division, teamId: team });
    expect(changed.status).toBe(200);
    const broadcast = await request(t.app).post('/api/admin/alarm').set('Cookie', actors.admin.cookie).send({ title: '팀 모임', target: 'team', value: team });
    expect(broadcast.status).toBe(200);

    const memberPage = (await read(`target=member&targetId=${member.id}`)).data;
    expect(memberPage.names).toEqual({ team: { [team]: '기록1팀' }, division: { [division]: '감사본부' } });
    const changes = (entry: AuditEntryView) => auditChanges(entry.before, entry.after, memberPage.names).map((change) => `${change.label}: ${change.before} → ${change.after}`);
    expect(changes(memberPage.list[0])).toEqual(['소속: 협회 → 청소년 챔프단', '직급: 회원 → 팀장', '기수: 3기 → 4기', '팀: - → 기록1팀', '본부: - → 감사본부']);
    const alarmPage = (await read('action=alarm.broadcast')).data;
    expect(alarmPage.names.team).toEqual({ [team]: '기록1팀' });
    expect(auditChanges(alarmPage.list[0].before, alarmPage.list[0].after, alarmPage.names).find((change) => change.field === 'target')?.after).toBe('팀 기록1팀');

    const csv = (await request(t.app).get(`/api/admin/audit/export?target=member&targetId=${member.id}`).set('Cookie', actors.admin.cookie)).text;
    expect(csv).toContain('직급: 회원 → 팀장');
    expect(csv).toContain('팀: - → 기록1팀');
    expect(csv).toContain('본부: - → 감사본부');
    expect(csv).not.toMatch(/직급: 0|팀: - → \d/);
  });

  it('refuses a filter it does not know, in Korean', async () => {
    for (const query of ['action=drop.table', 'target=users', 'from=2026-02-30', 'from=2026-12-01&to=2026-11-01', 'targetId=abc']) {
      expect(await read(query), query).toEqual({ status: 400, message: '검색 조건이 올바르지 않습니다.' });
    }
  });

  it('exports the filtered entries as CSV with a BOM and Korean labels', async () => {
    const res = await request(t.app).get('/api/admin/audit/export?target=campaign').set('Cookie', actors.operator.cookie).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?audit-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('\uFEFF일시,담당자,작업,대상,변경 내용');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},관리자,캠페인 수정,캠페인 #\d+ \(겨울 연탄 나눔\),장소: 노원구 → 중계동$/);
    expect((await request(t.app).get('/api/admin/audit/export').set('Cookie', actors.refused[2]?.cookie ?? '')).status).toBe(403);
  });

  it('refuses a download longer than the limit in Korean, instead of cutting the trail short without a word', async () => {
    const at = toDbDate(new Date());
    const rows = Array.from({ length: AUDIT_EXPORT_MAX + 1 }, (_, n) => ({ user_id: actors.admin.id, actor_name: '관리자', action: 'settings.update', target_type: 'settings', target_id: null, before_json: JSON.stringify({ phone: `02-${n}` }), after_json: null, ip: '127.0.0.1', created_at: at }));
    for (let start = 0; start < rows.length; start += 500) await t.db('audit_log').insert(rows.slice(start, start + 500));
    const res = await request(t.app).get('/api/admin/audit/export?target=settings').set('Cookie', actors.admin.cookie);
    expect(res.body).toEqual({ status: 400, message: '한 번에 내려받을 수 있는 변경 기록은 5,000건까지입니다. 기간이나 조건을 좁혀 내려받아주세요.' });
    // Narrowed to what fits, it downloads whole.
    const one = await request(t.app).get('/api/admin/audit/export?target=campaign').set('Cookie', actors.admin.cookie);
    expect(one.status).toBe(200);
  });
});
