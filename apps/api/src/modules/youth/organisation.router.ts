import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { ORGANISATION_MESSAGES as O } from '@nanum/shared/youthMessages';
import { divisionSchema, teamSchema, type DivisionInput, type TeamInput } from '@nanum/shared/youthSchemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { requirePermission } from '../../http/guards';
import { validate } from '../../http/validate';
import { listDivisions, listTeams } from './campaign.repo';
import { deleteUnusedDivision, deleteUnusedTeam, divisionExists, insertDivision, insertTeam, teamExists, updateDivision, updateTeam } from './organisation.repo';

const idParams = validate(z.object({ id: idParamSchema }), 'params');

/**
 * Admin management of divisions and teams (admins only; the lists are public in youth.router).
 *
 *   POST   /api/youth/divisions        { name, sort? }
 *   PUT    /api/youth/divisions/{id}   { name, sort? }
 *   DELETE /api/youth/divisions/{id}   when no team, member or campaign belongs to it
 *   POST   /api/youth/teams            { name, divisionId, sort? }
 *   PUT    /api/youth/teams/{id}       { name, divisionId, sort? }
 *   DELETE /api/youth/teams/{id}       when no member belongs to it
 * Each answers { status, message, data: the new list }.
 */
export function organisationRouter(db: Db): Router {
  const router = Router();
  const admin = requirePermission();

  const requireDivision = async (id: number) => {
    if (!(await divisionExists(db, id))) throw new AppError(404, O.divisionNotFound, 'DIVISION_NOT_FOUND');
  };
  const requireTeam = async (id: number) => {
    if (!(await teamExists(db, id))) throw new AppError(404, O.teamNotFound, 'TEAM_NOT_FOUND');
  };
  const divisionDuplicate = () => new AppError(409, O.divisionDuplicate, 'DUPLICATE');
  const teamDuplicate = () => new AppError(409, O.teamDuplicate, 'DUPLICATE');

  router.post('/youth/divisions', admin, validate(divisionSchema), async (_req, res) => {
    if ((await insertDivision(db, res.locals.body as DivisionInput)) === null) throw divisionDuplicate();
    res.json({ status: 200, message: O.divisionSaved, data: await listDivisions(db) });
  });

  router.put('/youth/divisions/:id', admin, idParams, validate(divisionSchema), async (_req, res) => {
    await requireDivision(res.locals.params.id);
    if (!(await updateDivision(db, res.locals.params.id, res.locals.body as DivisionInput))) throw divisionDuplicate();
    res.json({ status: 200, message: O.divisionSaved, data: await listDivisions(db) });
  });

  router.delete('/youth/divisions/:id', admin, idParams, async (_req, res) => {
    await requireDivision(res.locals.params.id);
    if (!(await deleteUnusedDivision(db, res.locals.params.id))) throw new AppError(409, O.divisionInUse, 'IN_USE');
    res.json({ status: 200, message: O.divisionDeleted, data: await listDivisions(db) });
  });

  router.post('/youth/teams', admin, validate(teamSchema), async (_req, res) => {
    const input = res.locals.body as TeamInput;
    await requireDivision(input.divisionId);
    if ((await insertTeam(db, input)) === null) throw teamDuplicate();
    res.json({ status: 200, message: O.teamSaved, data: await listTeams(db) });
  });

  router.put('/youth/teams/:id', admin, idParams, validate(teamSchema), async (_req, res) => {
    const input = res.locals.body as TeamInput;
    await requireTeam(res.locals.params.id);
    await requireDivision(input.divisionId);
    if (!(await updateTeam(db, res.locals.params.id, input))) throw teamDuplicate();
    res.json({ status: 200, message: O.teamSaved, data: await listTeams(db) });
  });

  router.delete('/youth/teams/:id', admin, idParams, async (_req, res) => {
    await requireTeam(res.locals.params.id);
    if (!(await deleteUnusedTeam(db, res.locals.params.id))) throw new AppError(409, O.teamInUse, 'IN_USE');
    res.json({ status: 200, message: O.teamDeleted, data: await listTeams(db) });
  });

  return router;
}
