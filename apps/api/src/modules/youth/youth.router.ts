import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { CERTIFY_REQUIRED_MESSAGE, LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import type { Paged } from '@nanum/shared/adminViews';
import { idParamSchema } from '@nanum/shared/rowId';
import { hasPermission, isCertified } from '@nanum/shared/permissions';
import { PARTICIPATION_DONE, YOUTH_MESSAGES as M } from '@nanum/shared/youthMessages';
import type { ManagedMember } from '@nanum/shared/youthEntities';
import { PARTICIPANT_TYPES } from '@nanum/shared/youthRules';
import {
  campaignSchema,
  enrollSchema,
  participationActionSchema,
  YOUTH_MEMBER_PAGE_SIZE,
  youthMemberQuerySchema,
} from '@nanum/shared/youthSchemas';
import { memberScopeOf } from '@nanum/shared/authority';
import { AppError } from '../../http/AppError';
import { requirePermission } from '../../http/guards';
import type { RateLimiterFactory } from '../../http/rateLimit';
import { route } from '../../http/route';
import { actorOf } from '../admin/audit.service';
import type { UserRow } from '../user/user.repo';
import { authorityOfUser } from '../admin/adminAccess';
import { loadAbility } from './ability.service';
import { listCampaigns, listDivisions, listTeams, type CampaignRecord } from './campaign.repo';
import { apply, createCampaign, deleteCampaign, editCampaign, enroll, requireCampaign, withdraw, type YouthDeps } from './campaign.service';
import { findManagedMembers } from './managedMember.repo';
import { presentCampaignsFor, readCampaign } from './campaignRead.service';
import { listOpenParticipations } from './participation.repo';
import { actOnParticipation } from './participation.service';
import { volunteerExportRouter } from './volunteerExport.router';
import { presentManagedMember, presentParticipation } from './youth.presenter';

const idParams = z.object({ id: idParamSchema });

/** ABILITY (SPEC section 6) with the ability page's own Korean refusal. */
const requireAbility: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED'));
  if (!isCertified(req.user)) return next(new AppError(403, CERTIFY_REQUIRED_MESSAGE, 'CERTIFY_REQUIRED'));
  next(hasPermission(req.user, 'ABILITY') ? undefined : new AppError(403, M.abilityForbidden, 'ABILITY_FORBIDDEN'));
};

/**
 * The youth programme (issue 8): campaigns, participation and the ability page.
 *
 *   GET    /api/youth/campaigns                      every campaign, with the viewer's state
 *   GET    /api/youth/campaigns/{id}                 one campaign; managers also get its applications
 *   POST   /api/youth/campaigns                      create (operators; division heads in their division)
 *   PUT    /api/youth/campaigns/{id}                 edit (its managers)
 *   DELETE /api/youth/campaigns/{id}                 delete when nothing was confirmed, approved or cancelled (its managers), audited
 *   POST   /api/youth/campaigns/{id}/apply           apply (types 2, 3, 4) -> applied, or waiting beyond capacity (until the deadline)
 *   DELETE /api/youth/campaigns/{id}/apply           withdraw one's application while waiting, or applied or selected before the activity's
 *                                                    first day and without attendance (409 after); a freed place goes to the first waiting (alarmed)
 *   POST   /api/youth/campaigns/{id}/enroll          { userId } a manager enrols a member -> applied, audited
 *   GET    /api/youth/members?keyword=&page=         members a manager may enrol (operators: types 2-4; division heads: their division's)
 *   GET    /api/youth/participations/pending         the managers' queue: participations waiting for a step (applied, selected, attended)
 *   PUT    /api/youth/participations/{id}            a manager's step (youthRules.ts), audited, alarm to the member:
 *            { action: 'select' }                      applied -> selected (any time before attendance)
 *            { action: 'attend', minutes }             selected -> attended, the minutes served (after the activity ended; at most its length)
 *            { action: 'approve' }                     attended -> approved, hours credited (after the activity ended)
 *            { action: 'reject' }                      applied | selected -> rejected
 *            { action: 'correct', minutes, reason }    approved -> approved with new minutes (at most the activity's length); revokes certificates showing it
 *            { action: 'cancel', reason }              approved -> cancelled; revokes certificates showing it
 *          never on one's own participation (403), in a wrong state (409) or before the end (409)
 *   GET    /api/youth/divisions, /api/youth/teams    names and images
 *   GET    /api/youth/ability/{userId}               the ability page (ABILITY)
 *   GET    /api/youth/exports/...                    operators' .xlsx and CSV exports (volunteerExport.router.ts)
 */
export function youthRouter(deps: YouthDeps & { limiter: RateLimiterFactory }): Router {
  const { db } = deps;
  const router = Router();
  router.use(volunteerExportRouter(deps));

  const present = (campaigns: CampaignRecord[], user: UserRow | undefined) => presentCampaignsFor(db, campaigns, user);

  router.get('/youth/campaigns', route({}, async ({ user }) => ({ status: 200, data: await present(await listCampaigns(db), user) })));

  router.get(
    '/youth/campaigns/:id',
    route({ params: idParams }, async ({ params, user }) => ({ status: 200, data: await readCampaign(db, user, params.id) })),
  );

  router.post(
    '/youth/campaigns',
    route({ auth: requirePermission('DIVISION'), body: campaignSchema }, async ({ body, user, req }) => {
      const campaign = await createCampaign(db, user, actorOf(req), body);
      const [data] = await present([campaign], user);
      return { status: 200, message: M.campaignCreated, data };
    }),
  );

  router.put(
    '/youth/campaigns/:id',
    route({ auth: requirePermission('DIVISION'), params: idParams, body: campaignSchema }, async ({ params, body, user, req }) => {
      const campaign = await editCampaign(deps, user, actorOf(req), params.id, body);
      const [data] = await present([campaign], user);
      return { status: 200, message: M.campaignUpdated, data };
    }),
  );

  router.delete(
    '/youth/campaigns/:id',
    route({ auth: requirePermission('DIVISION'), params: idParams }, async ({ params, user, req }) => {
      await deleteCampaign(db, user, actorOf(req), params.id);
      return { status: 200, message: M.campaignDeleted };
    }),
  );

  router.post(
    '/youth/campaigns/:id/apply',
    route({ auth: 'certified', params: idParams }, async ({ params, user }) => {
      const state = await apply(db, user, params.id);
      const [data] = await present([await requireCampaign(db, params.id)], user);
      return { status: 200, message: state === 'waiting' ? M.waitlisted : M.applied, data };
    }),
  );

  router.delete(
    '/youth/campaigns/:id/apply',
    route({ auth: 'certified', params: idParams }, async ({ params, user }) => {
      await withdraw(deps, user, params.id);
      const [data] = await present([await requireCampaign(db, params.id)], user);
      return { status: 200, message: M.cancelled, data };
    }),
  );

  router.post(
    '/youth/campaigns/:id/enroll',
    route({ auth: requirePermission('DIVISION'), params: idParams, body: enrollSchema }, async ({ params, body, user, req }) => {
      const state = await enroll(db, user, actorOf(req), params.id, body.userId);
      return { status: 200, message: state === 'waiting' ? M.enrolledWaiting : M.enrolled };
    }),
  );

  router.get(
    '/youth/members',
    route({ auth: requirePermission('DIVISION'), query: youthMemberQuerySchema }, async ({ query, user, res }) => {
      res.set('Cache-Control', 'no-store');
      // Whom the manager may see (docs/ROLES.md): operators everyone, a division head their division's members, without emails.
      const { divisionId, showEmails } = memberScopeOf(authorityOfUser(user));
      const { rows, total } = divisionId === null ? { rows: [], total: 0 } : await findManagedMembers(db, { types: PARTICIPANT_TYPES, divisionId, searchEmails: showEmails }, query, YOUTH_MEMBER_PAGE_SIZE);
      const data: Paged<ManagedMember> = { list: rows.map((row) => presentManagedMember(row, showEmails)), total, page: query.page, pageSize: YOUTH_MEMBER_PAGE_SIZE };
      return { status: 200, data };
    }),
  );

  router.get(
    '/youth/participations/pending',
    route({ auth: requirePermission('DIVISION') }, async ({ user }) => {
      if (!hasPermission(user, 'OPERATOR') && user.division_id === null) return { status: 200, data: [] };
      const pending = await listOpenParticipations(db, hasPermission(user, 'OPERATOR') ? undefined : (user.division_id ?? undefined));
      return { status: 200, data: pending.map(presentParticipation) };
    }),
  );

  router.put(
    '/youth/participations/:id',
    route({ auth: requirePermission('DIVISION'), params: idParams, body: participationActionSchema }, async ({ params, body, user, req }) => {
      const participation = await actOnParticipation(deps, user, actorOf(req), params.id, body);
      return { status: 200, message: PARTICIPATION_DONE[body.action], data: presentParticipation(participation) };
    }),
  );

  router.get('/youth/divisions', route({}, async () => ({ status: 200, data: await listDivisions(db) })));

  router.get('/youth/teams', route({}, async () => ({ status: 200, data: await listTeams(db) })));

  router.get(
    '/youth/ability/:userId',
    route({ auth: requireAbility, params: z.object({ userId: idParamSchema }) }, async ({ params, user }) => ({ status: 200, data: await loadAbility(db, user, params.userId, deps.dailyCapMinutes) })),
  );

  return router;
}
