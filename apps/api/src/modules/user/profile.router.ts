import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { IMAGE_TYPE_INVALID_MESSAGE } from '@nanum/shared/messages';
import { PROFILE_MESSAGES } from '@nanum/shared/profileMessages';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_RATE_LIMITS } from '@nanum/shared/profileRules';
import {
  addressSchema,
  mbtiSchema,
  passwordChangeRequestSchema,
  phoneSchema,
  universitySchema,
  type PasswordChangeRequest,
} from '@nanum/shared/schemas';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { logSecurityEvent } from '../../http/securityLog';
import { requireCertified } from '../../http/guards';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { singleFile } from '../../http/upload';
import { validate } from '../../http/validate';
import { changePassword, changeProfileImage, loadProfile } from './profile.service';
import { updateProfile, type ProfileChange } from './profile.repo';
import { findUserById, type UserRow } from './user.repo';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { loadSelf } from './user.service';

export interface ProfileRouterDeps {
  db: Db;
  config: Pick<Config, 'BCRYPT_ROUNDS' | 'uploadDir'>;
  limiter: RateLimiterFactory;
  /** A password change ends the other logins: the member's sockets leave their room (this page's socket reconnects). */
  realtime: Pick<RealtimeEmitter, 'endUser'>;
}

const MINUTE = 60 * 1000;

/** Logs the member in again on the same request (a new session id carrying the new session version). */
function renewLogin(req: Request, user: UserRow): Promise<void> {
  const loginAt = req.session.loginAt;
  return new Promise((resolve, reject) => {
    req.login(user, (error) => {
      if (error) return reject(error);
      req.session.loginAt = loginAt ?? Date.now();
      resolve();
    });
  });
}

/**
 * The member's own profile (SPEC section 7) and other members' read-only profiles. Every change
 * is validated with the shared schema, needs a verified login, and answers the updated user.
 *
 *   GET  /api/user/get/{userId}                                   -> { status, data: ProfileUser }
 *   PUT  /api/user/mbti                  { mbti }                 -> { status, message, data: { user } }
 *   POST /api/user/set/profile/password  { beforePassword, afterPassword } -> { status, message }
 *   POST /api/user/set/profile/image     multipart image          -> { status, message, user }
 *   POST /api/user/set/profile/number    { number }               -> { status, message, user }
 *   POST /api/user/set/profile/address   { address }              -> { status, message, user }
 *   POST /api/user/set/profile/university { university, department } -> { status, message, user }
 */
export function profileRouter({ db, config, limiter, realtime }: ProfileRouterDeps): Router {
  const router = Router();
  const perMember = (name: keyof typeof PROFILE_RATE_LIMITS, onlyFailures = false): RequestHandler =>
    limiter({
      name: `profile-${name}`,
      windowMs: PROFILE_RATE_LIMITS[name].minutes * MINUTE,
      limit: PROFILE_RATE_LIMITS[name].limit,
      key: (req) => `member:${req.user?.id ?? '-'}`,
      onlyFailures,
    });
  const edit = perMember('edit');

  router.get('/user/get/:userId', validate(z.object({ userId: idParamSchema }), 'params'), async (req, res) => {
    const { userId } = res.locals.params as { userId: number };
    res.json({ status: 200, data: await loadProfile(db, userId, req.user) });
  });

  /** Applies one profile change of the logged-in member and answers the updated user. */
  const change = async (req: Request, values: ProfileChange) => {
    const member = req.user as UserRow;
    await updateProfile(db, member.id, values);
    const updated = await findUserById(db, member.id);
    if (!updated) throw new AppError(404, PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND');
    return loadSelf(db, updated);
  };

  router.put('/user/mbti', requireCertified, edit, validate(mbtiSchema), async (req, res) => {
    const user = await change(req, { mbti: res.locals.body.mbti });
    res.json({ status: 200, message: PROFILE_MESSAGES.mbtiChanged, data: { user } });
  });

  router.post('/user/set/profile/number', requireCertified, edit, validate(phoneSchema), async (req, res) => {
    const user = await change(req, { number: res.locals.body.number });
    res.json({ status: 200, message: PROFILE_MESSAGES.numberChanged, user });
  });

  router.post('/user/set/profile/address', requireCertified, edit, validate(addressSchema), async (req, res) => {
    const user = await change(req, { address: res.locals.body.address });
    res.json({ status: 200, message: PROFILE_MESSAGES.addressChanged, user });
  });

  router.post('/user/set/profile/university', requireCertified, edit, validate(universitySchema), async (req, res) => {
    const { university, department } = res.locals.body as { university: string; department: string };
    const user = await change(req, { university, department });
    res.json({ status: 200, message: PROFILE_MESSAGES.universityChanged, user });
  });

  router.post('/user/set/profile/password', requireCertified, perMember('password', true), validate(passwordChangeRequestSchema), async (req, res) => {
    const { beforePassword, afterPassword } = res.locals.body as PasswordChangeRequest;
    const updated = await changePassword(db, req.user as UserRow, beforePassword, afterPassword, config.BCRYPT_ROUNDS);
    await renewLogin(req, updated);
    realtime.endUser(updated.id);
    logSecurityEvent(req, 'password.changed', updated.id);
    res.json({ status: 200, message: PROFILE_MESSAGES.passwordChanged });
  });

  router.post(
    '/user/set/profile/image',
    requireCertified,
    perMember('image'),
    singleFile({ field: 'image', maxBytes: PROFILE_IMAGE_MAX_BYTES, tooLargeMessage: PROFILE_MESSAGES.imageTooLarge, invalidMessage: IMAGE_TYPE_INVALID_MESSAGE, missingMessage: PROFILE_MESSAGES.imageMissing }),
    async (req, res) => {
      const updated = await changeProfileImage(db, config.uploadDir, req.user as UserRow, (req.file as Express.Multer.File).buffer);
      res.json({ status: 200, message: PROFILE_MESSAGES.imageChanged, user: await loadSelf(db, updated) });
    },
  );

  return router;
}
