// The member page's category codes alone: the header's menu (in every page's JavaScript) builds
// its /member?page= addresses from them, and their Korean names (memberCategories.ts) load only
// with what shows them.

/** The /member?page= categories (SPEC section 2), in menu order. */
export const MEMBER_CATEGORIES = ['global', 'advisory', 'presidency', 'committee', 'director', 'influencer', 'ambassador', 'branch', 'esg'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];
