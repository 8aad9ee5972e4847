import type { SiteSettings } from '@nanum/shared/siteContent';
import { getJson } from '@/lib/requestCore';

/** The home page's endorser under the name src/pages/index.tsx reads it by. */
export type { EndorserView as Endorser } from '@nanum/shared/siteViews';

export type { DisplayPopup } from '@nanum/shared/popupDisplay';

/** The API's answer with data (the site's reads). */
export interface DataAnswer<T> {
  status: number;
  data: T;
}

export async function fetchSiteSettings(): Promise<SiteSettings | null> {
  return (await getJson<DataAnswer<SiteSettings>>('/api/site/settings'))?.data ?? null;
}

// The partners (fetchPartners, partnerApi.ts) and the pop-up (fetchPopupDisplay, popupApi.ts) are
// read by code that loads after hydration: their calls live beside it, since this module, which
// the header and footer use, is in every page's JavaScript.
