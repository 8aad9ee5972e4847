import type { PopupDisplay } from '@nanum/shared/popupDisplay';
import type { SiteSettings } from '@nanum/shared/siteContent';
import type { PartnerView } from '@nanum/shared/siteViews';
import { get } from '@/lib/request';

/** The home page's endorser under the name src/pages/index.tsx reads it by. */
export type { EndorserView as Endorser } from '@nanum/shared/siteViews';

export type { DisplayPopup } from '@nanum/shared/popupDisplay';

interface DataAnswer<T> {
  status: number;
  data: T;
}

export async function fetchSiteSettings(): Promise<SiteSettings | null> {
  return (await get<DataAnswer<SiteSettings>>('/api/site/settings'))?.data ?? null;
}

export async function fetchPartners(): Promise<PartnerView[]> {
  return (await get<DataAnswer<PartnerView[]>>('/api/partner/get/all'))?.data ?? [];
}

export async function fetchPopupDisplay(): Promise<PopupDisplay | null> {
  return (await get<DataAnswer<PopupDisplay>>('/api/popup/get/display'))?.data ?? null;
}
