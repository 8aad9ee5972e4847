import type { PopupDisplay } from '@nanum/shared/popupDisplay';
import { getJson } from '@/lib/requestCore';
import type { DataAnswer } from './siteApi';

export type { DisplayPopup } from '@nanum/shared/popupDisplay';

/** The pop-up announcement to show, asked by PopupHost after hydration. */
export async function fetchPopupDisplay(): Promise<PopupDisplay | null> {
  return (await getJson<DataAnswer<PopupDisplay>>('/api/popup/get/display'))?.data ?? null;
}
