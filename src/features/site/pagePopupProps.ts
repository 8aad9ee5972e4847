import type { IncomingMessage } from 'node:http';
import type { PagePopupProps } from '@/features/app/PagePopup';
import { popupShownOn } from '@nanum/shared/popupPages';
import { serverReadsOf } from '@/lib/serverReads';

/**
 * For getServerSideProps of the pages that show the pop-up in their HTML (home, board lists,
 * posts): the display call's answer for this viewer or browser, read in process (apps/api
 * serverReads.ts); none (`null`) on the pages that never show it (popupShownOn). Nothing (`{}`: PopupHost asks after hydration) for the data of a move inside
 * the site (shown once per page load) or when the read failed.
 */
export async function pagePopupProps(req: IncomingMessage): Promise<PagePopupProps> {
  if (req.headers['x-nextjs-data']) return {};
  if (!popupShownOn(req.url ?? '/')) return { popup: null };
  const { status, data } = await serverReadsOf(req).popup();
  if (status !== 200 || !data) return {};
  return { popup: data.isShowPopup ? data.popup : null };
}
