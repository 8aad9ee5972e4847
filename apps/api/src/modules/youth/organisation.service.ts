import { ORGANISATION_MESSAGES as O } from '@nanum/shared/youthMessages';
import { TEAM_IMAGE_BOX, type DivisionInput, type TeamInput } from '@nanum/shared/youthSchemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { removeAdminImage, storeAdminImage, TEAM_IMAGE_FOLDER } from '../admin/adminImages';
import { recordChange, type Actor } from '../admin/audit.service';
import {
  deleteUnusedDivision,
  deleteUnusedTeam,
  findDivision,
  findTeam,
  insertDivision,
  insertTeam,
  lockTeam,
  teamHasMembers,
  updateDivision,
  updateTeam,
  type DivisionRecord,
  type TeamRecord,
} from './organisation.repo';

/**
 * Divisions and teams as operators manage them (issue 7): every change lands with its audit entry
 * in one transaction; a team image is judged by its content and re-encoded before anything is
 * written, and a stored image that did not end up in use is removed again.
 */
export interface OrganisationDeps {
  db: Db;
  uploadDir: string;
}

const divisionNotFound = () => new AppError(404, O.divisionNotFound, 'DIVISION_NOT_FOUND');
const teamNotFound = () => new AppError(404, O.teamNotFound, 'TEAM_NOT_FOUND');
const divisionDuplicate = () => new AppError(409, O.divisionDuplicate, 'DUPLICATE');
const teamDuplicate = () => new AppError(409, O.teamDuplicate, 'DUPLICATE');

async function requireDivision(db: Db, id: number): Promise<DivisionRecord> {
  const division = await findDivision(db, id);
  if (!division) throw divisionNotFound();
  return division;
}

async function requireTeam(db: Db, id: number): Promise<TeamRecord> {
  const team = await findTeam(db, id);
  if (!team) throw teamNotFound();
  return team;
}

export async function createDivision(db: Db, actor: Actor, input: DivisionInput): Promise<void> {
  await db.transaction(async (trx) => {
    const id = await insertDivision(trx, input);
    if (id === null) throw divisionDuplicate();
    await recordChange(trx, actor, { action: 'division.create', targetType: 'division', targetId: id, before: null, after: { id, ...input } });
  });
}

export async function changeDivision(db: Db, actor: Actor, id: number, input: DivisionInput): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await requireDivision(trx, id);
    if (!(await updateDivision(trx, id, input))) throw divisionDuplicate();
    await recordChange(trx, actor, { action: 'division.update', targetType: 'division', targetId: id, before, after: { id, ...input } });
  });
}

export async function removeDivision(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await requireDivision(trx, id);
    if (!(await deleteUnusedDivision(trx, id))) throw new AppError(409, O.divisionInUse, 'IN_USE');
    await recordChange(trx, actor, { action: 'division.delete', targetType: 'division', targetId: id, before, after: null });
  });
}

/** Stores the uploaded image (refused in Korean when it is not an image), or null without one. */
const storeTeamImage = (deps: OrganisationDeps, upload: Buffer | undefined) => (upload ? storeAdminImage(deps.uploadDir, TEAM_IMAGE_FOLDER, upload, TEAM_IMAGE_BOX) : Promise.resolve(null));

/** Runs a write that may use a freshly stored image; when it fails the new file is removed. */
async function withNewImage<T>(deps: OrganisationDeps, image: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeAdminImage(deps.uploadDir, TEAM_IMAGE_FOLDER, image);
    throw error;
  }
}

export async function createTeam(deps: OrganisationDeps, actor: Actor, input: TeamInput, upload: Buffer | undefined): Promise<void> {
  await requireDivision(deps.db, input.divisionId);
  const image = await storeTeamImage(deps, upload);
  await withNewImage(deps, image, () =>
    deps.db.transaction(async (trx) => {
      await requireDivision(trx, input.divisionId);
      const values = { name: input.name, divisionId: input.divisionId, sort: input.sort, image };
      const id = await insertTeam(trx, values);
      if (id === null) throw teamDuplicate();
      await recordChange(trx, actor, { action: 'team.create', targetType: 'team', targetId: id, before: null, after: { id, ...values } });
    }),
  );
}

/** Edits a team; its image changes with a new upload, goes with removeImage, else stays. */
export async function changeTeam(deps: OrganisationDeps, actor: Actor, id: number, input: TeamInput, upload: Buffer | undefined): Promise<void> {
  await requireTeam(deps.db, id);
  await requireDivision(deps.db, input.divisionId);
  const image = await storeTeamImage(deps, upload);
  const before = await withNewImage(deps, image, () =>
    deps.db.transaction(async (trx) => {
      // Locked first (before any plain read fixes InnoDB's snapshot): a member being put in the team meanwhile is seen.
      await lockTeam(trx, id);
      const current = await requireTeam(trx, id);
      await requireDivision(trx, input.divisionId);
      // A member's team is always one of their division's (docs/ROLES.md): a team with members stays where they are.
      if (input.divisionId !== current.divisionId && (await teamHasMembers(trx, id))) throw new AppError(409, O.teamMoveInUse, 'IN_USE');
      const values = { name: input.name, divisionId: input.divisionId, sort: input.sort, image: image ?? (input.removeImage ? null : current.image) };
      if (!(await updateTeam(trx, id, values))) throw teamDuplicate();
      await recordChange(trx, actor, { action: 'team.update', targetType: 'team', targetId: id, before: current, after: { id, ...values } });
      return current;
    }),
  );
  if (image || input.removeImage) await removeAdminImage(deps.uploadDir, TEAM_IMAGE_FOLDER, before.image);
}

export async function removeTeam(deps: OrganisationDeps, actor: Actor, id: number): Promise<void> {
  const removed = await deps.db.transaction(async (trx) => {
    const before = await requireTeam(trx, id);
    if (!(await deleteUnusedTeam(trx, id))) throw new AppError(409, O.teamInUse, 'IN_USE');
    await recordChange(trx, actor, { action: 'team.delete', targetType: 'team', targetId: id, before, after: null });
    return before;
  });
  await removeAdminImage(deps.uploadDir, TEAM_IMAGE_FOLDER, removed.image);
}
