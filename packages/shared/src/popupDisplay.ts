import { z } from 'zod';
import { rowIdSchema } from './rowId';
import { POPUP_NOT_FOUND_MESSAGE } from './siteMessages';

/** The pop-up announcement as the display call answers it (SPEC sections 3 and 7). */
export interface DisplayPopup {
  id: number;
  title: string;
  image: string | null;
  link: string;
  description: string;
}

/** GET /api/popup/get/display: whether to show the pop-up on this page load, and which one. */
export interface PopupDisplay {
  isShowPopup: boolean;
  popup: DisplayPopup | null;
}

/**
 * POST /api/popup/hide: `popupId`, the pop-up the viewer was shown (an operator may publish a newer
 * one while it is open); without it, the one shown now.
 */
export const popupHideSchema = z.object({ popupId: rowIdSchema(POPUP_NOT_FOUND_MESSAGE).optional() }, { error: POPUP_NOT_FOUND_MESSAGE }).optional();
