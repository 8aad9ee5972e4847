// A member's rank and MBTI labels, kept apart from the rest of codes.ts (which re-exports them):
// the ability card shows them and needs none of the other codes (docs/BUNDLES.md).
import { lookupInt } from './codeLookup';
import type { RankCode } from './memberCodes';

/** Korean label of each rank. */
export const RANK_LABELS = {
  0: '회원',
  1: '준회원',
  2: '정회원',
  3: '간사',
  4: '행정',
  5: '홍보',
  6: '기획',
  7: '총무',
  8: '부팀장',
  9: '팀장',
  10: '본부장',
  11: '부단장',
  12: '단장',
  13: '회장',
  14: '상임위원',
  15: '임원',
  16: 'PM',
  17: '청소년 멘토',
  18: '청소년 상임위원',
  19: '특별직',
  20: '인플루언서',
  21: '인플루언서 부단장',
  22: '인플루언서 단장',
} as const satisfies Record<RankCode, string>;

/** Korean label of a rank code, or undefined. */
export const rankLabel = (code: unknown): string | undefined => lookupInt(RANK_LABELS, code);

/** The 16 personality types; the code of a type is its position + 1 (ISFP=1 … ENTJ=16). 0 means unset. */
export const MBTI_TYPES = [
  'ISFP', 'ISFJ', 'ISTP', 'ISTJ', 'INFP', 'INFJ', 'INTP', 'INTJ',
  'ESFP', 'ESFJ', 'ESTP', 'ESTJ', 'ENFP', 'ENFJ', 'ENTP', 'ENTJ',
] as const;
/** A personality type name. */
export type MbtiName = (typeof MBTI_TYPES)[number];

/** The `mbti` value of a user who has not picked a type. */
export const MBTI_UNSET = 0;

/** Type name of an MBTI code 1..16, or undefined (0 unset, out of range, not an integer). */
export function mbtiName(index: unknown): MbtiName | undefined {
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 1) return undefined;
  return MBTI_TYPES[index - 1];
}

/** MBTI code 1..16 of a type name (case and surrounding spaces ignored), or undefined. */
export function mbtiIndex(name: unknown): number | undefined {
  if (typeof name !== 'string') return undefined;
  const position = (MBTI_TYPES as readonly string[]).indexOf(name.trim().toUpperCase());
  return position === -1 ? undefined : position + 1;
}
