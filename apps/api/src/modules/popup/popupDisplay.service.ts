import { POPUP_HIDE_DAYS } from '@nanum/shared/limits';
import type { PopupDisplay } from '@nanum/shared/popupDisplay';
import { POPUP_NOT_FOUND_MESSAGE } from '@nanum/shared/siteMessages';
import { siteDateTimeText } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { toDbDate } from '../../db/values';
import { AppError } from '../../http/AppError';
import type { ReadCache } from '../../http/readCache';
import { presentDisplayPopup } from './popupDisplay.presenter';
import { findDisplayPopup, isHidden, popupExists, replaceHide, type Looker, type Viewer } from './popupDisplay.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the display call answers: whether to show the pop-up now, and which one. Hidden when the
 * member hid it (any browser) or this browser hid it (also once its visitor logs in). With `cache`
 * (the read cache: writes empty it) the active pop-up is looked up at most once per few seconds;
 * a start or end date is then honoured within that time.
 */
export async function displayFor(db: Db, looker: Looker, now: Date = new Date(), cache?: Pick<ReadCache, 'get'>): Promise<PopupDisplay> {
  const at = toDbDate(now);
  const inKorea = siteDateTimeText(now);
  const popup = await (cache ? cache.get('popup:display', () => findDisplayPopup(db, inKorea)) : findDisplayPopup(db, inKorea));
  if (!popup) return { isShowPopup: false, popup: null };
  const hidden = await isHidden(db, looker, popup.id, at);
  return { isShowPopup: !hidden, popup: hidden ? null : presentDisplayPopup(popup) };
}

/** The pop-up a hide is for: the one named, when it exists (shown or not); without a name, the one shown now. */
async function popupToHide(db: Db, popupId: number | undefined, now: Date): Promise<number | undefined> {
  if (popupId !== undefined) return (await popupExists(db, popupId)) ? popupId : undefined;
  return (await findDisplayPopup(db, siteDateTimeText(now)))?.id;
}

/**
 * "Hide for a week" of the pop-up the viewer was shown (`popupId`; without it, the one shown now):
 * remembered for POPUP_HIDE_DAYS, one row per member or browser and pop-up (a repeated hide moves
 * its end), expired hides swept; a pop-up published later shows all the same. The viewer is made
 * only once there is a pop-up to hide; refused when there is none.
 */
export async function hideFor(db: Db, viewerOf: () => Viewer, { popupId, now = new Date() }: { popupId?: number; now?: Date } = {}): Promise<void> {
  const at = toDbDate(now);
  const id = await popupToHide(db, popupId, now);
  if (id === undefined) throw new AppError(404, POPUP_NOT_FOUND_MESSAGE, 'POPUP_NOT_FOUND');
  await replaceHide(db, viewerOf(), id, toDbDate(new Date(now.getTime() + POPUP_HIDE_DAYS * DAY_MS)), at);
}
