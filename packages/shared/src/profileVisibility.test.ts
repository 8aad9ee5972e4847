import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY, describeProfileVisibility, parseProfileVisibility, PROFILE_VISIBILITY_GROUPS, visibleProfileGroups } from './profileVisibility';

const member = { id: 2, rank: 0, type: 0, cardinal: 0, hidden: 0, certify: true, power: 0 as const };
const operator = { ...member, id: 3, power: 1 as const };
const owner = { ...member, id: 1 };
const closed = { ...DEFAULT_PROFILE_VISIBILITY, mbti: 'private' as const, activity: 'private' as const };

describe('who sees which part of a profile', () => {
  it.each([
    ['a visitor', undefined, DEFAULT_PROFILE_VISIBILITY, []],
    ['a member, nothing closed', member, DEFAULT_PROFILE_VISIBILITY, [...PROFILE_VISIBILITY_GROUPS]],
    ['a member, MBTI and activity closed', member, closed, ['gender', 'affiliation', 'cohort']],
    ['the owner', owner, closed, [...PROFILE_VISIBILITY_GROUPS]],
    ['an operator', operator, closed, [...PROFILE_VISIBILITY_GROUPS]],
    ['a suspended operator (hidden 1) counts as a member', { ...operator, hidden: 1 }, closed, ['gender', 'affiliation', 'cohort']],
  ])('%s', (_name, viewer, visibility, expected) => {
    expect(visibleProfileGroups(viewer, owner.id, visibility)).toEqual(expected);
  });

  it('reads a stored choice, and anything unreadable or unchosen as every group open to members', () => {
    expect(parseProfileVisibility(JSON.stringify(closed))).toEqual(closed);
    for (const stored of [null, '', 'not json', '"private"', '{"gender":"everyone"}']) expect(parseProfileVisibility(stored)).toEqual(DEFAULT_PROFILE_VISIBILITY);
  });

  it('sums up the owner’s choice in one line', () => {
    expect(describeProfileVisibility(DEFAULT_PROFILE_VISIBILITY)).toBe('모두 회원 공개');
    expect(describeProfileVisibility(closed)).toBe('비공개: MBTI, 활동 내역 (글, 댓글, 캠페인)');
  });
});
