import type { DisplayPopup } from '@nanum/shared/popupDisplay';
import type { DisplayPopupRow } from './popupDisplay.repo';

/** The pop-up of SPEC section 3 (title, image, link, description); no image is null. */
export const presentDisplayPopup = (row: DisplayPopupRow): DisplayPopup => ({
  id: row.id,
  title: row.title,
  image: row.image || null,
  link: row.link,
  description: row.description,
});
