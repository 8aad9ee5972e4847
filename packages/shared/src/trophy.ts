/**
 * Trophy tier by number of campaigns (SPEC section 4; thresholds in limits.ts).
 */
import { NONE_LABEL } from './display';
import { TROPHY_THRESHOLDS } from './limits';

/** A tier that has a trophy. */
export type TrophyRank = keyof typeof TROPHY_THRESHOLDS;
/** A trophy tier, or 'none' below the lowest threshold. */
export type TrophyTier = TrophyRank | 'none';

/** Tiers from the lowest to the highest. */
export const TROPHY_TIERS: readonly TrophyRank[] = ['bronze', 'silver', 'gold', 'platinum'];

/** Korean label of each tier; 'none' reads 없음. */
export const TROPHY_LABELS = {
  none: NONE_LABEL,
  bronze: '브론즈',
  silver: '실버',
  gold: '골드',
  platinum: '플래티넘',
} as const satisfies Record<TrophyTier, string>;

/** The highest tier whose threshold `count` reaches (30+ platinum, 24+ gold, 18+ silver, 14+ bronze). */
export function trophyTier(count: number): TrophyTier {
  let reached: TrophyTier = 'none';
  for (const tier of TROPHY_TIERS) {
    if (count >= TROPHY_THRESHOLDS[tier]) reached = tier;
  }
  return reached;
}

/** The tier that a count of `count` campaigns reaches and `previous` did not (a trophy earned), or null. */
export function trophyReached(previous: number, count: number): TrophyRank | null {
  const tier = trophyTier(count);
  return tier !== 'none' && count > previous && tier !== trophyTier(previous) ? tier : null;
}

/** The next tier to reach. */
export interface NextTrophyTier {
  tier: TrophyRank;
  /** Campaigns still needed. */
  remaining: number;
}

/** The next tier above `count` and how many campaigns remain; null at platinum. */
export function nextTier(count: number): NextTrophyTier | null {
  const done = Number.isNaN(count) ? 0 : Math.max(0, count);
  const tier = TROPHY_TIERS.find((candidate) => done < TROPHY_THRESHOLDS[candidate]);
  return tier ? { tier, remaining: TROPHY_THRESHOLDS[tier] - done } : null;
}
