import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginCookie, TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { createBoard } from '../community/community.testkit';
import { insertApprovedCampaigns, insertTestCampaign, insertTestParticipation } from '../youth/youth.testkit';

const NAME = '기록속회원';
const PHONE = '010-4321-8765';
/** What the managers wrote about the member: it names them and their phone number. */
const REASON = `${NAME} 지각, 보호자 연락 ${PHONE}`;

describe.each(testDialects())('withdrawal and the audit log (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('erases what names the member from the entries about their corrections, cancellations, revoked certificate and moderated post, keeping who did what and when', async () => {
    const member = await createTestUser(t.db, { name: NAME, type: 2, rank: 2, cardinal: 1 });
    const operator = await createTestUser(t.db, { name: '기록운영자', power: 1 });
    const [cookie, staff] = [await loginCookie(t.app, member.email), await loginCookie(t.app, operator.email)];
    await t.db('users').where({ id: member.id }).update({ end_of_activity: 1 });
    await insertApprovedCampaigns(t.db, member.id, 2, '2025-05');
    const [first, second] = (await t.db('campaign_participations').where({ user_id: member.id }).orderBy('id').pluck('id')) as [number, number];
    expect((await request(t.app).get('/api/user/get/self/certificate').set('cookie', cookie)).status).toBe(200);
    // A correction (which revokes the certificate with its reason), a cancellation and an attendance correction, each with the reason.
    expect((await request(t.app).put(`/api/youth/participations/${first}`).set('cookie', staff).send({ action: 'correct', minutes: 120, reason: REASON })).status).toBe(200);
    expect((await request(t.app).put(`/api/youth/participations/${second}`).set('cookie', staff).send({ action: 'cancel', reason: REASON })).status).toBe(200);
    const attended = await insertTestParticipation(t.db, await insertTestCampaign(t.db, { startDate: '2025-07-01' }), member.id, 'attended');
    const attendance = { checkInAt: '2025-07-01T09:00', checkOutAt: '2025-07-01T12:00', minutes: null, reason: REASON };
    expect((await request(t.app).put(`/api/youth/attendance/${attended}`).set('cookie', staff).send(attendance)).status).toBe(200);
    // A moderator's edit of the member's post keeps what it said before.
    await createBoard(t.db, 'auditleave');
    const post = await request(t.app).post('/api/community/boards/auditleave/posts').set('cookie', cookie).send({ title: `${NAME}의 글`, content: `<p>연락처 ${PHONE}</p>` });
    const postId = Number(post.body.data.id);
    expect((await request(t.app).put(`/api/community/posts/${postId}`).set('cookie', staff).send({ title: '운영진이 고친 글', content: '<p>연락처를 지웠습니다.</p>' })).status).toBe(200);
    const actions = ['participation.correct', 'participation.cancel', 'attendance.correct', 'certificate.revoke', 'post.update'];
    const logged = async () => (await t.db('audit_log').whereIn('action', actions).orderBy('id').select('action', 'actor_name', 'target_type', 'target_id', 'created_at', 'before_json', 'after_json')) as Record<string, unknown>[];
    const before = await logged();
    expect(JSON.stringify(before)).toContain(PHONE);

    expect((await request(t.app).post('/api/user/withdraw').set('cookie', cookie).send({ content: 'keep', password: TEST_PASSWORD })).status).toBe(200);

    const after = await logged();
    // Every entry stays: who did what to which record, and when.
    const kept = (rows: Record<string, unknown>[]) => rows.map(({ action, actor_name, target_type, target_id, created_at }) => ({ action, actor_name, target_type, target_id, created_at: String(created_at) }));
    expect(kept(after)).toEqual(kept(before));
    expect(after.map((row) => row.action).sort()).toEqual([...actions].sort());
    // Nothing in them names the member any more; the reason reads as erased, the minutes stay.
    for (const secret of [NAME, PHONE]) expect(JSON.stringify(after)).not.toContain(secret);
    const correction = after.find((row) => row.action === 'participation.correct') as { after_json: string };
    expect(JSON.parse(correction.after_json)).toMatchObject({ minutes: 120, reason: '(탈퇴로 삭제됨)', userId: member.id });
    // So do the records themselves: the reasons kept with the participation, its attendance and the revoked certificate.
    expect(await t.db('campaign_participations').where({ user_id: member.id }).whereNotNull('revise_reason').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect(await t.db('participation_attendance').where({ participation_id: attended }).first('correction_reason', 'minutes_served')).toEqual({ correction_reason: null, minutes_served: 180 });
    expect(await t.db('certificates').where({ user_id: member.id }).first('revoke_reason', 'revoke_cause')).toEqual({ revoke_reason: null, revoke_cause: 'correction' });
  });
});
