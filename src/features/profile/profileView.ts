import type { ProfileUser, User } from '@nanum/shared/entities';
import type { ProfileVisibility } from '@nanum/shared/profileVisibility';

/**
 * What the profile modal shows: one's own stored user (nothing masked) or another member's
 * profile as the server answered it (private values emptied and named in `masked`); only one's
 * own carries the visibility choice.
 */
export type ProfileView = Omit<ProfileUser, 'masked'> & { masked: readonly string[]; profileVisibility?: ProfileVisibility };

export function ownProfileView(user: User): ProfileView {
  const { alarm: _alarm, board: _board, comment: _comment, ...rest } = user;
  return { ...rest, masked: [] };
}
