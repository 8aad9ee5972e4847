import type { CorporationView } from '@nanum/shared/adminViews';
import type { CorporationAdminRow } from './corporation.repo';

/**
 * A corporation of SPEC section 3: id, name, description, link, sort, image (null when none).
 * `sort` is its position in the list, 1 for the first: the number the admin list shows and the
 * form takes.
 */
export const presentCorporation = (row: CorporationAdminRow, position: number): CorporationView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  link: row.link,
  sort: position,
  image: row.image || null,
});
