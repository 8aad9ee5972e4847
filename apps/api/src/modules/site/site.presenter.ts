import type { ContentPageView, EndorserView, LatestPostView, OrgMemberView, PartnerView } from '@nanum/shared/siteViews';
import { SITE_SETTING_KEYS, type SiteSettings } from '@nanum/shared/siteContent';
import { toIso } from '../../db/values';
import { renderMarkdown } from './markdown';
import type { CorporationRow, EndorserRow, LatestPostRow, OrgMemberRow, PageRow, SettingRow } from './site.repo';

/** Every known setting key, '' when not set; unknown keys in the table are not shown. */
export function presentSettings(rows: SettingRow[]): SiteSettings {
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, values.get(key) ?? ''])) as SiteSettings;
}

export const presentPage = (row: PageRow): ContentPageView => ({
  slug: row.slug,
  title: row.title,
  lead: row.lead,
  html: renderMarkdown(row.body),
  updatedAt: toIso(row.updated_at) ?? '',
});

export const presentOrgMember = (row: OrgMemberRow): OrgMemberView => ({
  id: row.id,
  name: row.name,
  position: row.position,
  description: row.description,
  image: row.image,
});

export const presentEndorser = (row: EndorserRow): EndorserView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  href: row.href,
});

/** A partner of the footer carousel (SPEC section 3: id, name, image), plus its link when set. */
export const presentPartner = (row: CorporationRow): PartnerView => ({
  id: row.id,
  name: row.name,
  image: row.image,
  link: row.link,
});

export const presentLatestPost = (row: LatestPostRow): LatestPostView => ({
  id: row.id,
  title: row.title,
  boardHref: row.board_href,
  thumbnail: row.thumbnail || null,
  kind: row.kind_name ? { name: row.kind_name, color: row.kind_color ?? '' } : null,
  date: toIso(row.created_at) ?? '',
});
