/**
 * The limit of the client alarm list (SPEC section 9), in a module of its own: the toast store,
 * which every page's JavaScript carries, reads it, and importing limits.ts there would bring every
 * limit any page uses along (docs/BUNDLES.md). limits.ts re-exports it.
 */

/** Most entries the client alarm list keeps. */
export const ALARM_LIST_MAX = 5;
