import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';
import { socketEmitter } from '../../realtime/realtimeEmitter';
import { sendCampaignReminders, startCampaignReminders } from './campaignReminders';
import { insertTestCampaign, insertTestParticipation } from './youth.testkit';
import { siteDay } from '@nanum/shared/timeZone';
import { createLogger } from '../../http/logger';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 2026-11-25 15:30 UTC is 00:30 on the 26th in Korea: "tomorrow" is the 27th. */
const now = new Date('2026-11-25T15:30:00Z');

describe.each(testDialects())('day-before campaign reminders (%s)', (dialect) => {
  let t: TestApp;
  const pushes: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    vi.spyOn(t.io, 'to').mockImplementation(((rooms: unknown) => ({ emit: () => pushes.push(...[rooms].flat().map(String)) })) as never);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('alarms the applied and selected members of tomorrow’s campaigns once, however many instances run', async () => {
    const users = await Promise.all(['신청', '선발', '대기', '반려', '모레'].map((name) => createTestUser(t.db, { name, type: 2 })));
    const [applied, selected, waiting, rejected, later] = users.map((user) => user.id) as [number, number, number, number, number];
    const tomorrow = await insertTestCampaign(t.db, { name: '내일 캠페인', startDate: '2026-11-27' });
    await t.db('campaigns').where({ id: tomorrow }).update({ start_time: '10:00', end_time: '13:00', place: '노원구 중계동' });
    const dayAfter = await insertTestCampaign(t.db, { startDate: '2026-11-28' });
    await insertTestParticipation(t.db, tomorrow, applied, 'applied');
    await insertTestParticipation(t.db, tomorrow, selected, 'selected');
    await insertTestParticipation(t.db, tomorrow, waiting, 'waiting');
    await insertTestParticipation(t.db, tomorrow, rejected, 'rejected');
    await insertTestParticipation(t.db, dayAfter, later, 'applied');

    const deps = { db: t.db, realtime: socketEmitter(t.io) };
    // Two instances (or a restart) at the same moment, then a later run.
    const sent = await Promise.all([sendCampaignReminders(deps, now), sendCampaignReminders(deps, now)]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await sendCampaignReminders(deps, new Date(now.getTime() + 60_000))).toBe(0);

    const alarms = await t.db('alarms').whereIn('user_id', users.map((user) => user.id)).select('user_id', 'title', 'sub_title', 'description', 'href');
    expect(alarms.map((alarm) => Number(alarm.user_id)).sort()).toEqual([applied, selected].sort());
    expect(alarms[0]).toMatchObject({ title: '내일 캠페인 활동이 있습니다', sub_title: '내일 캠페인', description: '2026-11-27 (금) 10:00 ~ 13:00 · 노원구 중계동', href: `/youth/campaigns/${tomorrow}` });
    expect(pushes.sort()).toEqual([`user:${applied}`, `user:${selected}`].sort());
  });

  it('stopping waits for the run in flight, and no run starts after it', async () => {
    const logger = createLogger('silent');
    const member = await createTestUser(t.db, { name: '종료직전', type: 2 });
    // Tomorrow in Korea, by the real clock (the runner reads it).
    const tomorrow = siteDay(new Date(Date.now() + 24 * 3600_000));
    const campaign = await insertTestCampaign(t.db, { name: '종료 중 캠페인', startDate: tomorrow });
    const participation = await insertTestParticipation(t.db, campaign, member.id, 'applied');
    // Another connection holds the participation: the run that starts now is stuck in flight.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = t.db.transaction(async (trx) => {
      await trx('campaign_participations').where({ id: participation }).update({ reminded_at: null });
      await held;
    });
    await sleep(50);
    const reminders = startCampaignReminders({ db: t.db, realtime: socketEmitter(t.io), logger, intervalMs: 50 });
    await sleep(100);
    let stopped = false;
    const stopping = reminders.stop().then(() => (stopped = true));
    await sleep(200);
    expect(stopped).toBe(false);
    release();
    await holding;
    await stopping;
    // The run finished before stop answered: its alarm is written.
    expect(await t.db('alarms').where({ user_id: member.id }).pluck('sub_title')).toEqual(['종료 중 캠페인']);

    // A member who applies after the stop is not alarmed by a timer: none fires any more.
    const late = await createTestUser(t.db, { name: '중지후', type: 2 });
    await insertTestParticipation(t.db, campaign, late.id, 'applied');
    await sleep(300);
    expect(await t.db('alarms').where({ user_id: late.id })).toHaveLength(0);
  });
});
