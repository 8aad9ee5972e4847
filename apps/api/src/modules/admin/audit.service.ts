import type { Request } from 'express';
import type { Db } from '../../db/knex';
import { insertAudit } from './audit.repo';

/** Who made an admin change and from where (recorded with each entry). */
export interface Actor {
  userId: number;
  name: string;
  ip: string;
}

export const actorOf = (req: Request): Actor => ({ userId: req.user?.id ?? 0, name: req.user?.name ?? '', ip: req.ip ?? '' });

/** What changed: an action on a target, with its values before and after (null when created or deleted). */
export interface Change {
  action: string;
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
}

/** Records a change; call it inside the transaction of the change itself, so both land or neither. */
export async function recordChange(trx: Db, actor: Actor, change: Change): Promise<void> {
  await insertAudit(trx, { userId: actor.userId, actorName: actor.name, ip: actor.ip, ...change });
}
