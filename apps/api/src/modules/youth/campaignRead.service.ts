import type { Campaign } from '@nanum/shared/youthEntities';
import { canManageCampaign } from '@nanum/shared/youthRules';
import type { Db } from '../../db/knex';
import type { UserRow } from '../user/user.repo';
import type { CampaignRecord } from './campaign.repo';
import { asManager, requireCampaign } from './campaign.service';
import { listCampaignParticipations, listUserStatuses } from './participation.repo';
import { presentCampaign, presentParticipation } from './youth.presenter';
import type { CampaignDetail } from '@nanum/shared/youthEntities';

/** Campaigns as the viewer sees them: their own state (and waitlist place) and whether they manage each. */
export async function presentCampaignsFor(db: Db, campaigns: CampaignRecord[], user: UserRow | undefined): Promise<Campaign[]> {
  const statuses = user ? await listUserStatuses(db, user.id) : new Map();
  return campaigns.map((campaign) => presentCampaign(campaign, statuses.get(campaign.id) ?? null, canManageCampaign(asManager(user), campaign)));
}

/** GET /api/youth/campaigns/{id} (and the campaign page's server read): one campaign; its managers also get its applications. */
export async function readCampaign(db: Db, user: UserRow | undefined, id: number): Promise<CampaignDetail> {
  const campaign = await requireCampaign(db, id);
  const [data] = (await presentCampaignsFor(db, [campaign], user)) as [Campaign];
  const participations = data.canManage ? (await listCampaignParticipations(db, campaign.id)).map(presentParticipation) : [];
  return { ...data, participations };
}
