/**
 * Who sees which part of a member's profile (issue 23). A visitor who is not logged in sees only
 * the name and the picture. A logged-in member sees each group the owner left 회원 공개; the owner
 * and operators (docs/ROLES.md: they act on members and read everything) see everything. The
 * private contact values of PRIVATE_PROFILE_FIELDS stay private to other members whatever is chosen.
 */
import { z } from 'zod';
import type { User } from './entities';
import { hasPermission, type PermissionUser } from './permissions';
import { PROFILE_VISIBILITY_MESSAGES } from './profileMessages';

/** The groups an owner opens to members or keeps to themselves, with their labels. */
export const PROFILE_VISIBILITY_GROUPS = ['gender', 'mbti', 'affiliation', 'cohort', 'activity'] as const;
export type ProfileVisibilityGroup = (typeof PROFILE_VISIBILITY_GROUPS)[number];

export const PROFILE_VISIBILITY_LABELS: Record<ProfileVisibilityGroup, string> = {
  gender: '성별',
  mbti: 'MBTI',
  affiliation: '소속 / 직급',
  cohort: '기수 / 팀',
  activity: '활동 내역 (글, 댓글, 캠페인)',
};

export const PROFILE_VISIBILITY_LEVELS = ['members', 'private'] as const;
export type ProfileVisibilityLevel = (typeof PROFILE_VISIBILITY_LEVELS)[number];
export const PROFILE_VISIBILITY_LEVEL_LABELS: Record<ProfileVisibilityLevel, string> = { members: '회원 공개', private: '비공개' };

export type ProfileVisibility = Record<ProfileVisibilityGroup, ProfileVisibilityLevel>;

/** A member who never chose: every group open to members (what members saw before). */
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = { gender: 'members', mbti: 'members', affiliation: 'members', cohort: 'members', activity: 'members' };

/** The profile values each group holds ('activity' also covers the posts and comments lists). */
export const PROFILE_VISIBILITY_FIELDS = {
  gender: ['gender'],
  mbti: ['mbti'],
  affiliation: ['type', 'rank'],
  cohort: ['cardinal', 'team', 'teamName', 'teamImage', 'division', 'divisionName'],
  activity: ['campaignList'],
} as const satisfies Record<ProfileVisibilityGroup, readonly (keyof User)[]>;

const level = z.enum(PROFILE_VISIBILITY_LEVELS, { error: PROFILE_VISIBILITY_MESSAGES.levelInvalid });

/** PUT /api/user/profile/visibility: every group named, each 회원 공개 or 비공개. */
export const profileVisibilitySchema = z.object({
  visibility: z.strictObject(
    { gender: level, mbti: level, affiliation: level, cohort: level, activity: level } satisfies Record<ProfileVisibilityGroup, typeof level>,
    { error: PROFILE_VISIBILITY_MESSAGES.groupsMissing },
  ),
});

/** The stored choice (JSON text, or null when never chosen) as a complete setting; anything unreadable counts as unchosen. */
export function parseProfileVisibility(stored: string | null | undefined): ProfileVisibility {
  if (!stored) return { ...DEFAULT_PROFILE_VISIBILITY };
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { ...DEFAULT_PROFILE_VISIBILITY };
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    PROFILE_VISIBILITY_GROUPS.map((group) => [group, record[group] === 'private' ? 'private' : 'members']),
  ) as ProfileVisibility;
}

/** Whether the viewer sees everything of the owner's profile: the owner themselves, or an operator or admin. */
export function seesWholeProfile(viewer: (PermissionUser & { id: number }) | null | undefined, ownerId: number): boolean {
  return !!viewer && (viewer.id === ownerId || hasPermission(viewer, 'OPERATOR'));
}

/** The groups of the owner's profile the viewer may see. */
export function visibleProfileGroups(
  viewer: (PermissionUser & { id: number }) | null | undefined,
  ownerId: number,
  visibility: ProfileVisibility,
): ProfileVisibilityGroup[] {
  if (seesWholeProfile(viewer, ownerId)) return [...PROFILE_VISIBILITY_GROUPS];
  if (!viewer) return [];
  return PROFILE_VISIBILITY_GROUPS.filter((group) => visibility[group] === 'members');
}

/** One line saying what the owner keeps 비공개 (their own profile's summary). */
export function describeProfileVisibility(visibility: ProfileVisibility): string {
  const closed = PROFILE_VISIBILITY_GROUPS.filter((group) => visibility[group] === 'private').map((group) => PROFILE_VISIBILITY_LABELS[group]);
  return closed.length ? `비공개: ${closed.join(', ')}` : '모두 회원 공개';
}
