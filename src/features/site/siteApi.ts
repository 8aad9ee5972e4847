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

export interface DisplayPopup {
  id: number;
  title: string;
  image: string | null;
  link: string;
  description: string;
}

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

export async function fetchPopupDisplay(): Promise<{ isShowPopup: boolean; popup: DisplayPopup | null } | null> {
  return (await get<DataAnswer<{ isShowPopup: boolean; popup: DisplayPopup | null }>>('/api/popup/get/display'))?.data ?? null;
}
