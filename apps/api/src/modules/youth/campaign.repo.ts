import type { CampaignListItem } from '@nanum/shared/entities';
import type { Db } from '../../db/knex';

/** A user's campaignList: their approved participation, oldest first. */
export async function listApprovedCampaigns(db: Db, userId: number): Promise<CampaignListItem[]> {
  const rows: { name: string; start_date: string; end_date: string }[] = await db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .where({ 'p.user_id': userId, 'p.status': 'approved' })
    .orderBy([{ column: 'c.start_date' }, { column: 'c.id' }])
    .select('c.name', 'c.start_date', 'c.end_date');
  return rows.map((row) => ({ name: row.name, startDate: row.start_date, endDate: row.end_date }));
}
