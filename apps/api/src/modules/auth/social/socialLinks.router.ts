import { Router } from 'express';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '@nanum/shared/codes';
import { SOCIAL_LINK_MESSAGES } from '@nanum/shared/profileMessages';
import type { Db } from '../../../db/knex';
import { AppError } from '../../../http/AppError';
import { route } from '../../../http/route';
import { findPasswordHash } from '../../user/profile.repo';
import { deleteIdentity, listIdentities } from './social.repo';

const unlinkSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS, { error: SOCIAL_LINK_MESSAGES.invalid }) }, { error: SOCIAL_LINK_MESSAGES.invalid });

/**
 * The member's linked social accounts (the profile's 소셜 계정 row). Linking itself is the social
 * login started while logged in (GET /api/user/login/{sns}); here it is listed and undone.
 *
 *   GET    /api/user/social               -> { status, data: [{ provider, linkedAt }] }
 *   DELETE /api/user/social  { provider } -> { status, message, data }
 *
 * A member without a password keeps at least one social account: it is their only way in.
 */
export function socialLinksRouter(db: Db): Router {
  const router = Router();

  router.get('/user/social', route({ auth: 'login' }, async ({ user }) => ({ status: 200, data: await listIdentities(db, user.id) })));

  router.delete(
    '/user/social',
    route({ auth: 'login', body: unlinkSchema }, async ({ body: { provider }, user: member }) => {
      const linked = await listIdentities(db, member.id);
      if (!linked.some((identity) => identity.provider === provider)) throw new AppError(404, SOCIAL_LINK_MESSAGES.notLinked, 'NOT_LINKED');
      if (linked.length === 1 && !(await findPasswordHash(db, member.id))) throw new AppError(409, SOCIAL_LINK_MESSAGES.lastLogin, 'LAST_LOGIN');
      await deleteIdentity(db, member.id, provider);
      return { status: 200, message: SOCIAL_LINK_MESSAGES.unlinked, data: await listIdentities(db, member.id) };
    }),
  );

  return router;
}
