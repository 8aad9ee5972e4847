import type { RequestHandler } from 'express';
import { CERTIFY_REQUIRED_MESSAGE, FORBIDDEN_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { canSeeAdminButton, isCertified } from '@nanum/shared/permissions';
import { AppError } from '../../http/AppError';

/**
 * The admin area (SPEC section 6): whoever passes OPERATOR or DIVISION, which also means verified
 * and hidden 0 or 2. Destructive changes to users and settings use requirePermission() (admin only).
 */
export const requireAdminArea: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED'));
  if (!isCertified(req.user)) return next(new AppError(403, CERTIFY_REQUIRED_MESSAGE, 'CERTIFY_REQUIRED'));
  next(canSeeAdminButton(req.user) ? undefined : new AppError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN'));
};
