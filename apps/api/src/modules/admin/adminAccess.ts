import type { RequestHandler } from 'express';
import { CERTIFY_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { canSeeAdminButton, hasPermission, isCertified } from '@nanum/shared/permissions';
import type { AuthorityUser } from '@nanum/shared/authority';
import { AppError } from '../../http/AppError';
import type { UserRow } from '../user/user.repo';

/**
 * The admin area (SPEC section 6): whoever passes OPERATOR or DIVISION, which also means verified
 * and hidden 0 or 2. Destructive changes to users and settings use requirePermission() (admin only).
 */
export const requireAdminArea: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED'));
  if (!isCertified(req.user)) return next(new AppError(403, CERTIFY_REQUIRED_MESSAGE, 'CERTIFY_REQUIRED'));
  next(canSeeAdminButton(req.user) ? undefined : new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN'));
};

/**
 * Admin only (power 2), for destructive changes to settings: the same refusals as the admin area
 * for visitors, uncertified and hidden users; anyone else in the admin area is told it takes an admin.
 */
export function requireAdminOnly(message: string): RequestHandler {
  return (req, res, next) => {
    requireAdminArea(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(hasPermission(req.user) ? undefined : new AppError(403, message, 'ADMIN_ONLY'));
    });
  };
}

/** The session user as the authority model reads them (their division from division_id). */
export const authorityOfUser = (user: UserRow): AuthorityUser => ({ ...user, divisionId: user.division_id });
