import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { ORGANISATION_MESSAGES as O } from '@nanum/shared/youthMessages';
import { divisionSchema, teamSchema, type DivisionInput, type TeamInput } from '@nanum/shared/youthSchemas';
import type { Db } from '../../db/knex';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { adminImageUpload } from '../admin/adminUpload';
import { actorOf } from '../admin/audit.service';
import { listDivisions, listTeams } from './campaign.repo';
import { changeDivision, changeTeam, createDivision, createTeam, removeDivision, removeTeam } from './organisation.service';

const idParams = validate(z.object({ id: idParamSchema }), 'params');

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

  router.post('/youth/divisions', operator, validate(divisionSchema), async (req, res) => {
    await createDivision(db, actorOf(req), res.locals.body as DivisionInput);
    res.json({ status: 200, message: O.divisionSaved, data: await listDivisions(db) });
  });

  router.put('/youth/divisions/:id', operator, idParams, validate(divisionSchema), async (req, res) => {
    await changeDivision(db, actorOf(req), res.locals.params.id, res.locals.body as DivisionInput);
    res.json({ status: 200, message: O.divisionSaved, data: await listDivisions(db) });
  });

  router.delete('/youth/divisions/:id', operator, idParams, async (req, res) => {
    await removeDivision(db, actorOf(req), res.locals.params.id);
    res.json({ status: 200, message: O.divisionDeleted, data: await listDivisions(db) });
  });

  router.post('/youth/teams', operator, adminImageUpload, validate(teamSchema), async (req, res) => {
    await createTeam(deps, actorOf(req), res.locals.body as TeamInput, req.file?.buffer);
    res.json({ status: 200, message: O.teamSaved, data: await listTeams(db) });
  });

  router.put('/youth/teams/:id', operator, idParams, adminImageUpload, validate(teamSchema), async (req, res) => {
    await changeTeam(deps, actorOf(req), res.locals.params.id, res.locals.body as TeamInput, req.file?.buffer);
    res.json({ status: 200, message: O.teamSaved, data: await listTeams(db) });
  });

  router.delete('/youth/teams/:id', operator, idParams, async (req, res) => {
    await removeTeam(deps, actorOf(req), res.locals.params.id);
    res.json({ status: 200, message: O.teamDeleted, data: await listTeams(db) });
  });

  return router;
}
