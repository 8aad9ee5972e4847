import type { PopupContentView } from '@nanum/shared/adminViews';
import { toIso } from '../../db/values';
import type { PopupContentRow } from './popupContent.repo';

const day = (value: string | Date | null): string | null => toIso(value)?.slice(0, 10) ?? null;

/** A pop-up content of SPEC section 3 (id, title, description, link, image, active) plus its optional dates. */
export const presentPopupContent = (row: PopupContentRow): PopupContentView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
  image: row.image || null,
  active: row.active === 1 || (row.active as unknown) === true,
  startDate: day(row.start_at),
  endDate: day(row.end_at),
});
