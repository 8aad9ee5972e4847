// The member page's categories, kept apart from their zod schema (siteContent.ts) so the web's
// menu can use them without loading zod.

import type { MemberCategory } from './memberCategoryCodes';

export { MEMBER_CATEGORIES, type MemberCategory } from './memberCategoryCodes';

/** The Korean names of the /member?page= categories (SPEC section 2). */
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
