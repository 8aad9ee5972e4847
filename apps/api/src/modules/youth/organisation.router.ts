import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/rowId';
import { ORGANISATION_MESSAGES as O } from '@nanum/shared/youthMessages';
import { divisionSchema, teamSchema } from '@nanum/shared/youthSchemas';
import type { Db } from '../../db/knex';
import { requirePermission } from '../../http/guards';
import { route } from '../../http/route';
import { adminImageUpload } from '../admin/adminUpload';
import { actorOf } from '../admin/audit.service';
import { listDivisions, listTeams } from './campaign.repo';
import { changeDivision, changeTeam, createDivision, createTeam, removeDivision, removeTeam } from './organisation.service';

const idParams = z.object({ id: idParamSchema });

/**
 * Management of divisions and teams by operators and admins (OPERATOR; the lists are public in
 * youth.router). Every change is in the audit log.
 *
 *   POST   /api/youth/divisions        { name, sort? }
 *   PUT    /api/youth/divisions/{id}   { name, sort? }
 *   DELETE /api/youth/divisions/{id}   when no team, member or campaign belongs to it
 *   POST   /api/youth/teams            { name, divisionId, sort? } as JSON, or multipart with the file `image`
 *   PUT    /api/youth/teams/{id}       { name, divisionId, sort?, removeImage? } as JSON, or multipart with `image`
 *   DELETE /api/youth/teams/{id}       when no member belongs to it
 * Each answers { status, message, data: the new list }. A team image is checked by its content and
 * re-encoded; a refused change leaves nothing behind.
 */
export function organisationRouter({ db, uploadDir }: { db: Db; uploadDir: string }): Router {
  const router = Router();
  const operator = requirePermission('OPERATOR');
  const deps = { db, uploadDir };

  router.post(
    '/youth/divisions',
    route({ auth: operator, body: divisionSchema }, async ({ body, req }) => {
      await createDivision(db, actorOf(req), body);
      return { status: 200, message: O.divisionSaved, data: await listDivisions(db) };
    }),
  );

  router.put(
    '/youth/divisions/:id',
    route({ auth: operator, params: idParams, body: divisionSchema }, async ({ params, body, req }) => {
      await changeDivision(db, actorOf(req), params.id, body);
      return { status: 200, message: O.divisionSaved, data: await listDivisions(db) };
    }),
  );

  router.delete(
    '/youth/divisions/:id',
    route({ auth: operator, params: idParams }, async ({ params, req }) => {
      await removeDivision(db, actorOf(req), params.id);
      return { status: 200, message: O.divisionDeleted, data: await listDivisions(db) };
    }),
  );

  router.post(
    '/youth/teams',
    route({ auth: operator, use: [adminImageUpload], body: teamSchema }, async ({ body, req }) => {
      await createTeam(deps, actorOf(req), body, req.file?.buffer);
      return { status: 200, message: O.teamSaved, data: await listTeams(db) };
    }),
  );

  router.put(
    '/youth/teams/:id',
    route({ auth: operator, params: idParams, use: [adminImageUpload], body: teamSchema }, async ({ params, body, req }) => {
      await changeTeam(deps, actorOf(req), params.id, body, req.file?.buffer);
      return { status: 200, message: O.teamSaved, data: await listTeams(db) };
    }),
  );

  router.delete(
    '/youth/teams/:id',
    route({ auth: operator, params: idParams }, async ({ params, req }) => {
      await removeTeam(deps, actorOf(req), params.id);
      return { status: 200, message: O.teamDeleted, data: await listTeams(db) };
    }),
  );

  return router;
}
