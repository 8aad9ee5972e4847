import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { IMAGE_TYPE_INVALID_MESSAGE } from '@nanum/shared/messages';
import { PROFILE_MESSAGES, PROFILE_VISIBILITY_MESSAGES } from '@nanum/shared/profileMessages';
import { profileVisibilitySchema } from '@nanum/shared/profileVisibility';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_RATE_LIMITS } from '@nanum/shared/profileRules';
import {
  addressSchema,
  mbtiSchema,
  passwordChangeRequestSchema,
  phoneSchema,
  universitySchema,
} from '@nanum/shared/schemas';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { logSecurityEvent } from '../../http/securityLog';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { singleFile } from '../../http/upload';
import { route } from '../../http/route';
import { changePassword, changeProfileImage, loadProfile } from './profile.service';
import { updateProfile, type ProfileChange } from './profile.repo';
import { findUserById, type UserRow } from './user.repo';
import type { RealtimeEmitter } from '../../realtime/realtimeEmitter';
import { renewSessionLogin } from '../auth/logInSession';
import { deviceSessionKey } from '../push/deviceSession';
import { loadSelf } from './user.service';

export interface ProfileRouterDeps {
  db: Db;
  config: Pick<Config, 'BCRYPT_ROUNDS' | 'uploadDir'>;
  limiter: RateLimiterFactory;
  /** A password change ends the other logins: the member's sockets leave their room (this page's socket reconnects). */
  realtime: Pick<RealtimeEmitter, 'endUser'>;
}

const MINUTE = 60 * 1000;

/**
 * The member's own profile (SPEC section 7) and other members' read-only profiles. Every change
 * is validated with the shared schema, needs a verified login, and answers the updated user.
 *
 *   GET  /api/user/get/{userId}                                   -> { status, data: ProfileUser }
 *   PUT  /api/user/mbti                  { mbti }                 -> { status, message, data: { user } }
 *   PUT  /api/user/profile/visibility    { visibility: { gender, mbti, affiliation, cohort, activity } } -> { status, message, data: { user } }
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

  router.get(
    '/user/get/:userId',
    route({ params: z.object({ userId: idParamSchema }) }, async ({ params, user }) => ({ status: 200, data: await loadProfile(db, params.userId, user) })),
  );

  /** Applies one profile change of the logged-in member and answers the updated user. */
  const change = async (member: UserRow, values: ProfileChange) => {
    await updateProfile(db, member.id, values);
    const updated = await findUserById(db, member.id);
    if (!updated) throw new AppError(404, PROFILE_MESSAGES.userNotFound, 'USER_NOT_FOUND');
    return loadSelf(db, updated);
  };

  router.put(
    '/user/mbti',
    route({ auth: 'certified', use: [edit], body: mbtiSchema }, async ({ body, user: member }) => {
      const user = await change(member, { mbti: body.mbti });
      return { status: 200, message: PROFILE_MESSAGES.mbtiChanged, data: { user } };
    }),
  );

  router.put(
    '/user/profile/visibility',
    route({ auth: 'certified', use: [edit], body: profileVisibilitySchema }, async ({ body, user: member }) => {
      const user = await change(member, { profile_visibility: JSON.stringify(body.visibility) });
      return { status: 200, message: PROFILE_VISIBILITY_MESSAGES.changed, data: { user } };
    }),
  );

  router.post(
    '/user/set/profile/number',
    route({ auth: 'certified', use: [edit], body: phoneSchema }, async ({ body, user: member }) => {
      const user = await change(member, { number: body.number });
      return { status: 200, message: PROFILE_MESSAGES.numberChanged, user };
    }),
  );

  router.post(
    '/user/set/profile/address',
    route({ auth: 'certified', use: [edit], body: addressSchema }, async ({ body, user: member }) => {
      const user = await change(member, { address: body.address });
      return { status: 200, message: PROFILE_MESSAGES.addressChanged, user };
    }),
  );

  router.post(
    '/user/set/profile/university',
    route({ auth: 'certified', use: [edit], body: universitySchema }, async ({ body: { university, department }, user: member }) => {
      const user = await change(member, { university, department });
      return { status: 200, message: PROFILE_MESSAGES.universityChanged, user };
    }),
  );

  router.post(
    '/user/set/profile/password',
    route({ auth: 'certified', use: [perMember('password', true)], body: passwordChangeRequestSchema }, async ({ body, user, req }) => {
      const loginAt = req.session.loginAt;
      const updated = await changePassword(db, user, { before: body.beforePassword, after: body.afterPassword, rounds: config.BCRYPT_ROUNDS, sessionKey: deviceSessionKey(req.sessionID) });
      // Logged in again on this request (a new session id carrying the new session version), from when they were.
      await renewSessionLogin(db, req, updated, loginAt ?? Date.now());
      realtime.endUser(updated.id);
      logSecurityEvent(req, 'password.changed', updated.id);
      return { status: 200, message: PROFILE_MESSAGES.passwordChanged };
    }),
  );

  const image = singleFile({ field: 'image', maxBytes: PROFILE_IMAGE_MAX_BYTES, tooLargeMessage: PROFILE_MESSAGES.imageTooLarge, invalidMessage: IMAGE_TYPE_INVALID_MESSAGE, missingMessage: PROFILE_MESSAGES.imageMissing });
  router.post(
    '/user/set/profile/image',
    route({ auth: 'certified', use: [perMember('image'), image] }, async ({ user, req }) => {
      // singleFile answered 400 already when no image came.
      const file = req.file as Express.Multer.File;
      const updated = await changeProfileImage(db, config.uploadDir, user, file.buffer);
      return { status: 200, message: PROFILE_MESSAGES.imageChanged, user: await loadSelf(db, updated) };
    }),
  );

  return router;
}
