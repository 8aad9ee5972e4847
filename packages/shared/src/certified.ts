// Whether a member is verified, kept apart from permissions.ts (which re-exports it): the sign-up
// and 회원 인증 pages ask only this, and need none of the role rules or member codes (docs/BUNDLES.md).
import type { PermissionUser } from './permissions';

/** Whether the user is verified (certify true or 1). */
export const isCertified = (user: PermissionUser | null | undefined): boolean =>
  user?.certify === true || user?.certify === 1;
