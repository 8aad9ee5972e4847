// The member page's categories, kept apart from their zod schema (siteContent.ts) so the web's
// menu can use them without loading zod.

/** The /member?page= categories (SPEC section 2), in menu order, with their Korean names. */
export const MEMBER_CATEGORIES = ['global', 'advisory', 'presidency', 'committee', 'director', 'influencer', 'ambassador', 'branch', 'esg'] as const;
export type MemberCategory = (typeof MEMBER_CATEGORIES)[number];

export const MEMBER_CATEGORY_LABELS = {
  global: '글로벌위원회',
  advisory: '자문위원회',
  presidency: '회장단',
  committee: '운영위원회',
  director: '이사회',
  influencer: '인플루언서',
  ambassador: '홍보대사',
  branch: '지부',
  esg: 'ESG위원회',
} as const satisfies Record<MemberCategory, string>;
