import type { CorporationAdminRow } from './corporation.repo';

/** A corporation of SPEC section 3: id, name, description, link, sort, image (null when none). */
export const presentCorporation = (row: CorporationAdminRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  link: row.link,
  sort: row.sort,
  image: row.image || null,
});
