import { describe, expect, it } from 'vitest';
import { nextTier, TROPHY_LABELS, trophyReached, trophyTier, type TrophyTier } from './trophy';

describe('trophyTier by campaign count', () => {
  it.each<[number, TrophyTier]>([
    [0, 'none'],
    [13, 'none'],
    [14, 'bronze'],
    [17, 'bronze'],
    [18, 'silver'],
    [23, 'silver'],
    [24, 'gold'],
    [29, 'gold'],
    [30, 'platinum'],
    [100, 'platinum'],
    [-1, 'none'],
    [Number.NaN, 'none'],
  ])('%d campaigns -> %s', (count, tier) => {
    expect(trophyTier(count)).toBe(tier);
  });
});

describe('TROPHY_LABELS', () => {
  it.each<[TrophyTier, string]>([
    ['bronze', '브론즈'],
    ['silver', '실버'],
    ['gold', '골드'],
    ['platinum', '플래티넘'],
    ['none', '없음'],
  ])('%s -> %s', (tier, label) => {
    expect(TROPHY_LABELS[tier]).toBe(label);
  });
});

describe('nextTier', () => {
  it.each([
    [0, { tier: 'bronze', remaining: 14 }],
    [13, { tier: 'bronze', remaining: 1 }],
    [14, { tier: 'silver', remaining: 4 }],
    [20, { tier: 'gold', remaining: 4 }],
    [29, { tier: 'platinum', remaining: 1 }],
    [30, null],
    [45, null],
    [-3, { tier: 'bronze', remaining: 14 }],
  ])('%d campaigns -> %j', (count, next) => {
    expect(nextTier(count)).toEqual(next);
  });
});

describe('trophyReached', () => {
  it.each([
    [13, 14, 'bronze'],
    [17, 18, 'silver'],
    [23, 24, 'gold'],
    [29, 30, 'platinum'],
    [14, 15, null],
    [12, 13, null],
    [30, 31, null],
    [14, 13, null],
    [15, 14, null],
  ])('from %i to %i campaigns earns %s', (previous, count, tier) => {
    expect(trophyReached(previous, count)).toBe(tier);
  });
});
