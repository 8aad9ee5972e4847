import type { PopupContentView } from '@nanum/shared/adminViews';
import { toIso } from '../../db/values';
import { editVersion } from '../../http/editVersion';
import type { PopupContentRow } from './popupContent.repo';

const day = (value: string | Date | null): string | null => toIso(value)?.slice(0, 10) ?? null;

/** A pop-up content of SPEC section 3 (id, title, description, link, image, active) plus its optional dates, as the audit log records it. */
export const presentPopupContent = (row: PopupContentRow): Omit<PopupContentView, 'version'> => ({
  id: row.id,
  title: row.title,
  description: row.description,
  link: row.link,
  image: row.image || null,
  active: row.active === 1 || (row.active as unknown) === true,
  startDate: day(row.start_at),
  endDate: day(row.end_at),
});

/** A pop-up as the admin form edits it: with its version (http/editVersion.ts), which a save sends back. */
export function presentEditablePopup(row: PopupContentRow): PopupContentView {
  const view = presentPopupContent(row);
  return { ...view, version: editVersion(Object.values(view)) };
}
