/** Limits of the admin area's forms (SPEC section 5 leaves corporation and pop-up forms to us). */

export const CORPORATION_NAME_MAX = 100;
export const CORPORATION_DESCRIPTION_MAX = 2000;
export const POPUP_TITLE_MAX = 200;
export const POPUP_DESCRIPTION_MAX = 2000;
/** Links of corporations and pop-ups (the column holds 500). */
export const ADMIN_LINK_MAX = 500;
/** Display order of corporations. */
export const CORPORATION_SORT_MAX = 9999;
/** Uploaded corporation logos and pop-up images, before re-encoding. */
export const ADMIN_IMAGE_MAX_MB = 10;
export const ADMIN_IMAGE_MAX_BYTES = ADMIN_IMAGE_MAX_MB * 1024 * 1024;
/** Stored sizes: logos fit 400x200, pop-up images 1200x1200 (whole picture kept). */
export const CORPORATION_IMAGE_BOX = { width: 400, height: 200 } as const;
export const POPUP_IMAGE_BOX = { width: 1200, height: 1200 } as const;
/** Audit log page size. */
export const AUDIT_PAGE_SIZE = 30;
/** At most this many entries go into one CSV download of the audit log; more are refused (never cut silently). */
export const AUDIT_EXPORT_MAX = 5000;
/** Members list page size. */
export const MEMBER_PAGE_SIZE = 20;
/** Broadcast alarm limits (the alarms table columns). */
export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_SUBTITLE_MAX = 100;
export const BROADCAST_DESCRIPTION_MAX = 500;
export const BROADCAST_HREF_MAX = 300;
/** Who a broadcast goes to. */
/** Who a broadcast goes to: everyone, one affiliation type, cohort, division, team or rank (a role). */
export const BROADCAST_TARGETS = ['all', 'type', 'cardinal', 'division', 'team', 'rank'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];
/** What handling a report does to its target: hide it, restore it, or leave it as it is. */
export const REPORT_DECISIONS = ['hide', 'restore', 'keep'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
