import type { PopupDisplay } from '@nanum/shared/popupDisplay';
import type { SiteSettings } from '@nanum/shared/siteContent';
import { get } from '@/lib/request';

/** A partner of the footer carousel (GET /api/partner/get/all). */
export interface Partner {
  id: number;
  name: string;
  image: string;
  link: string;
}

export interface Endorser {
  id: number;
  name: string;
  description: string;
  image: string;
  href: string;
}

export type { DisplayPopup } from '@nanum/shared/popupDisplay';

interface DataAnswer<T> {
  status: number;
  data: T;
}

export async function fetchSiteSettings(): Promise<SiteSettings | null> {
  return (await get<DataAnswer<SiteSettings>>('/api/site/settings'))?.data ?? null;
}

export async function fetchPartners(): Promise<Partner[]> {
  return (await get<DataAnswer<Partner[]>>('/api/partner/get/all'))?.data ?? [];
}

export async function fetchPopupDisplay(): Promise<PopupDisplay | null> {
  return (await get<DataAnswer<PopupDisplay>>('/api/popup/get/display'))?.data ?? null;
}
