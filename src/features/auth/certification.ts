import type { NextRouter } from 'next/router';
import { NOT_CERTIFIED_ALERT } from '@nanum/shared/messages';
import { isCertified, type PermissionUser } from '@nanum/shared/permissions';

/** Where a user who is not certified completes the missing information (SPEC section 2). */
export const NOT_CERTIFIED_DESTINATION = '/author/join?sns=true';

/**
 * Whether a logged-in user must be alerted and sent to the join page (SPEC sections 4 and 8):
 * certify is false, and the address (path, query or fragment allowed) is not already a sign-up
 * page (/author/...) or /certify, the page made for unverified users. The address is the one in
 * the browser (router.asPath), so an error page shown at /author/join counts as /author/join.
 * A member whose verification an administrator took away is not sent: they cannot complete it.
 */
export function mustCompleteJoin(user: (PermissionUser & { certifyRevoked?: boolean }) | null | undefined, address: string): boolean {
  if (!user || isCertified(user) || user.certifyRevoked) return false;
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return !(path === '/author' || path.startsWith('/author/') || path === '/certify');
}

/** Alerts a user who is not certified and moves them to /author/join?sns=true. Returns whether it did. */
export function sendToJoinIfNotCertified(
  user: Parameters<typeof mustCompleteJoin>[0],
  router: Pick<NextRouter, 'asPath' | 'push'>,
): boolean {
  if (!mustCompleteJoin(user, router.asPath)) return false;
  window.alert(NOT_CERTIFIED_ALERT);
  void router.push(NOT_CERTIFIED_DESTINATION);
  return true;
}
