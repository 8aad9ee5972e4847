/**
 * Calls of the youth pages. Every answer comes back as `{ ok, data?, message }` so a page can show
 * the server's Korean message on failure (lib/apiCall.ts).
 */
import type { Ability, Campaign, CampaignDetail, CertificateVerification, Participation } from '@nanum/shared/youthEntities';
import type { CampaignInput, ParticipationActionInput } from '@nanum/shared/youthSchemas';
import { call } from '@/lib/apiCall';

export type { CampaignDetail };

export const fetchCampaigns = () => call<Campaign[]>('GET', '/api/youth/campaigns');
export const fetchCampaign = (id: number) => call<CampaignDetail>('GET', `/api/youth/campaigns/${id}`);
export const fetchDivisions = () => call<{ id: number; name: string }[]>('GET', '/api/youth/divisions');
export const createCampaign = (input: CampaignInput) => call<Campaign>('POST', '/api/youth/campaigns', input);
export const updateCampaign = (id: number, input: CampaignInput) => call<Campaign>('PUT', `/api/youth/campaigns/${id}`, input);
export const deleteCampaign = (id: number) => call<undefined>('DELETE', `/api/youth/campaigns/${id}`);
export const applyToCampaign = (id: number) => call<Campaign>('POST', `/api/youth/campaigns/${id}/apply`);
export const withdrawFromCampaign = (id: number) => call<Campaign>('DELETE', `/api/youth/campaigns/${id}/apply`);
export const fetchPending = () => call<Participation[]>('GET', '/api/youth/participations/pending');
export const actOnParticipation = (id: number, input: ParticipationActionInput) => call<Participation>('PUT', `/api/youth/participations/${id}`, input);
export const fetchAbility = (userId: number) => call<Ability>('GET', `/api/youth/ability/${userId}`);
export const fetchVerification = (number: string) => call<CertificateVerification>('GET', `/api/certificate/verify/${encodeURIComponent(number)}`);
