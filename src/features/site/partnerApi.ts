import type { PartnerView } from '@nanum/shared/siteViews';
import { getJson } from '@/lib/requestCore';
import type { DataAnswer } from './siteApi';

/** The footer's partner carousel (loaded when the footer comes near the screen). */
export async function fetchPartners(): Promise<PartnerView[]> {
  return (await getJson<DataAnswer<PartnerView[]>>('/api/partner/get/all'))?.data ?? [];
}
