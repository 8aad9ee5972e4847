import { isModerator } from '@nanum/shared/boardRules';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { listBoards } from './board.repo';
import { boardIdsFor, type Viewer } from './boardAccess';

export type { Viewer };

/**
 * Posts (aliased `p`) the viewer may see in lists, by the board rules of packages/shared (one
 * home): live (not deleted, not hidden by reports), on boards whose read permission the viewer
 * passes, and not secret unless the viewer may read that secret post (its author or a moderator).
 * Used by a member's post and comment lists and by 통합검색. `secretToo`: secret posts too (a
 * member's own comments under posts made secret since: boardRules canReachComment; the caller
 * shows such a post by BOARD_MESSAGES.secretTitle, never its words).
 */
export function visibleTo(query: Knex.QueryBuilder, viewer: Viewer, readableBoardIds: number[], { secretToo = false } = {}): Knex.QueryBuilder {
  query.where('p.hidden', 0).whereNull('p.deleted_at').whereIn('p.board_id', readableBoardIds.length ? readableBoardIds : [0]);
  if (!secretToo && !isModerator(viewer)) {
    query.where((q) => {
      q.where('p.secret', 0);
      if (viewer) q.orWhere('p.user_id', viewer.id);
    });
  }
  return query;
}

/** Ids of the boards the viewer may read. */
export async function readableBoards(db: Db, viewer: Viewer): Promise<number[]> {
  return boardIdsFor(viewer, await listBoards(db), 'read');
}
