// The affiliation types' Korean labels, kept apart from the rest of codes.ts (which re-exports
// them): a campaign's page names who may apply and needs none of the other codes.
import { lookupInt } from './codeLookup';
import type { AffiliationTypeCode } from './memberCodes';

/** Korean label of each affiliation type. */
export const AFFILIATION_TYPE_LABELS = {
  0: '방문자',
  1: '협회',
  2: '청소년 챔프단',
  3: '서포터즈',
  4: 'KSCV',
  5: '인플루언서',
} as const satisfies Record<AffiliationTypeCode, string>;

/** Korean label of an affiliation type code, or undefined. */
export const affiliationTypeLabel = (code: unknown): string | undefined => lookupInt(AFFILIATION_TYPE_LABELS, code);
