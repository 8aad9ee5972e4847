/**
 * Calls of the youth pages. Every answer comes back as `{ ok, data?, message }` so a page can show
 * the server's Korean message on failure (the request helper's 200-only rule would drop it).
 */
import type { Ability, Campaign, CampaignDetail, CertificateVerification, Participation } from '@nanum/shared/youthEntities';
import type { CampaignInput, ParticipationActionInput } from '@nanum/shared/youthSchemas';
import { requestWithStatus, type HttpMethod } from '@/lib/request';

/** Shown when the server could not be reached or answered without a message. */
export const CONNECTION_FAILED = '연결에 실패하였습니다.';

export type Outcome<T> = { ok: true; data: T; message: string } | { ok: false; status: number; message: string };

export async function call<T>(path: string, method: HttpMethod = 'GET', body?: unknown): Promise<Outcome<T>> {
  const result = await requestWithStatus<{ data?: T; message?: string }>(path, { method, body }).catch(() => undefined);
  const message = result?.body?.message ?? '';
  if (result?.status === 200) return { ok: true, data: result.body?.data as T, message };
  return { ok: false, status: result?.status ?? 0, message: message || CONNECTION_FAILED };
}

export type { CampaignDetail };

export const fetchCampaigns = () => call<Campaign[]>('/api/youth/campaigns');
export const fetchCampaign = (id: number) => call<CampaignDetail>(`/api/youth/campaigns/${id}`);
export const fetchDivisions = () => call<{ id: number; name: string }[]>('/api/youth/divisions');
export const createCampaign = (input: CampaignInput) => call<Campaign>('/api/youth/campaigns', 'POST', input);
export const updateCampaign = (id: number, input: CampaignInput) => call<Campaign>(`/api/youth/campaigns/${id}`, 'PUT', input);
export const deleteCampaign = (id: number) => call<undefined>(`/api/youth/campaigns/${id}`, 'DELETE');
export const applyToCampaign = (id: number) => call<Campaign>(`/api/youth/campaigns/${id}/apply`, 'POST');
export const withdrawFromCampaign = (id: number) => call<Campaign>(`/api/youth/campaigns/${id}/apply`, 'DELETE');
export const fetchPending = () => call<Participation[]>('/api/youth/participations/pending');
export const actOnParticipation = (id: number, input: ParticipationActionInput) => call<Participation>(`/api/youth/participations/${id}`, 'PUT', input);
export const fetchAbility = (userId: number) => call<Ability>(`/api/youth/ability/${userId}`);
export const fetchVerification = (number: string) => call<CertificateVerification>(`/api/certificate/verify/${encodeURIComponent(number)}`);
