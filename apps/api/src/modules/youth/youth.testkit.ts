import type { ParticipationStatus } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import { insertedId, toDbDate } from '../../db/values';

/**
 * Test data for the youth module written straight into the real database: divisions, campaigns
 * and participation, so a test can set up a member's ledger of any length.
 */
export async function insertDivision(db: Db, name: string): Promise<number> {
  return insertedId(await db('divisions').insert({ name }));
}

export async function insertTeam(db: Db, divisionId: number, name: string): Promise<number> {
  return insertedId(await db('teams').insert({ division_id: divisionId, name }));
}

let campaignCounter = 0;

/** A campaign (one day, 4 hours by default). */
export async function insertTestCampaign(
  db: Db,
  values: { name?: string; startDate?: string; endDate?: string; creditMinutes?: number; divisionId?: number | null; capacity?: number | null } = {},
): Promise<number> {
  campaignCounter += 1;
  const startDate = values.startDate ?? '2026-03-01';
  const now = toDbDate();
  return insertedId(
    await db('campaigns').insert({
      name: values.name ?? `테스트 캠페인 ${campaignCounter}`,
      description: '테스트용 캠페인입니다.',
      place: '서울특별시',
      start_date: startDate,
      end_date: values.endDate ?? startDate,
      credit_minutes: values.creditMinutes ?? 240,
      capacity: values.capacity ?? null,
      division_id: values.divisionId ?? null,
      created_at: now,
      updated_at: now,
    }),
  );
}

/** A participation in the given state (attended, approved and cancelled ones hold 240 minutes unless given). */
export async function insertTestParticipation(db: Db, campaignId: number, userId: number, status: ParticipationStatus, creditMinutes = 240): Promise<number> {
  const now = toDbDate();
  return insertedId(
    await db('campaign_participations').insert({
      campaign_id: campaignId,
      user_id: userId,
      status,
      credit_minutes: ['attended', 'approved', 'cancelled'].includes(status) ? creditMinutes : 0,
      created_at: now,
      updated_at: now,
    }),
  );
}

/** `count` approved campaigns for the user, one a month from `fromMonth` (YYYY-MM). */
export async function insertApprovedCampaigns(db: Db, userId: number, count: number, fromMonth = '2025-01'): Promise<void> {
  const [year, month] = fromMonth.split('-').map(Number) as [number, number];
  for (let index = 0; index < count; index += 1) {
    const date = new Date(Date.UTC(year, month - 1 + index, 5)).toISOString().slice(0, 10);
    const campaignId = await insertTestCampaign(db, { startDate: date });
    await insertTestParticipation(db, campaignId, userId, 'approved');
  }
}
