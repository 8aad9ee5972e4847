import type { CorporationView } from '@nanum/shared/adminViews';
import { editVersion } from '../../http/editVersion';
import type { CorporationAdminRow } from './corporation.repo';

/**
 * A corporation of SPEC section 3: id, name, description, link, sort, image (null when none).
 * `sort` is its position in the list, 1 for the first: the number the admin list shows and the
 * form takes.
 */
export const presentCorporation = (row: CorporationAdminRow, position: number): Omit<CorporationView, 'version'> => ({
  id: row.id,
  name: row.name,
  description: row.description,
  link: row.link,
  sort: position,
  image: row.image || null,
});

/** A corporation as the admin form edits it: with its version (http/editVersion.ts, of every value the form shows), which a save sends back. */
export function presentEditableCorporation(row: CorporationAdminRow, position: number): CorporationView {
  const view = presentCorporation(row, position);
  return { ...view, version: editVersion(Object.values(view)) };
}

/** The audit log's snapshot of a corporation: what the list shows, without the version. */
export const auditedCorporation = ({ version: _version, ...view }: CorporationView): Omit<CorporationView, 'version'> => view;
