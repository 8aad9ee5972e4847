import type { ProfileUser, User } from '@nanum/shared/entities';

/**
 * What the profile modal shows: one's own stored user (nothing masked) or another member's
 * profile as the server answered it (private values null and named in `masked`).
 */
export type ProfileView = Omit<ProfileUser, 'masked'> & { masked: readonly string[] };

export function ownProfileView(user: User): ProfileView {
  const { alarm: _alarm, board: _board, comment: _comment, ...rest } = user;
  return { ...rest, masked: [] };
}
