import type { RequestHandler } from 'express';
import { CERTIFY_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { hasPermission, isCertified, type PermissionKind } from '@nanum/shared/permissions';
import { AppError } from './AppError';

/**
 * Access checks for routers (SPEC section 6; the same pure rules as the web, enforced here).
 * 401 when nobody is logged in, 403 when the user may not.
 */

export const requireLogin: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED'));
};

/** Logged in and verified (certify 1). */
export const requireCertified: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED'));
  next(isCertified(req.user) ? undefined : new AppError(403, CERTIFY_REQUIRED_MESSAGE, 'CERTIFY_REQUIRED'));
};

/** Passes the permission check of the kind (undefined: admin only). */
export function requirePermission(kind?: PermissionKind): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED'));
    if (!isCertified(req.user)) return next(new AppError(403, CERTIFY_REQUIRED_MESSAGE, 'CERTIFY_REQUIRED'));
    next(hasPermission(req.user, kind) ? undefined : new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN'));
  };
}

/** Throws 403 unless the logged-in user is `ownerId` or an admin. */
export function assertSelfOrAdmin(user: Express.User | undefined, ownerId: number): void {
  if (!user) throw new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED');
  if (user.id !== ownerId && !hasPermission(user)) throw new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
}
