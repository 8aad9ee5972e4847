import type { Db } from '../../db/knex';

/** The pop-up visitors see and who asked not to see it for a while (popup_hides). */

export interface DisplayPopupRow {
  id: number;
  title: string;
  description: string;
  link: string;
  image: string;
}

/** Whose hide it is: a member by id, a visitor by the id in their browser's cookie. */
export type Viewer = { userId: number } | { visitorId: string };

/** Who is looking: the member (when logged in) and this browser's pop-up id (when it has one). */
export interface Looker {
  userId: number | null;
  visitorId: string | null;
}

/**
 * The newest active pop-up whose start and end dates (when set) include `now`. Unlike the other
 * times, start_at and end_at hold the Korean days an operator picked as wall-clock text
 * ('YYYY-MM-DD 00:00:00' and '... 23:59:59', popupContent.service.ts): `now` is the Korean clock
 * in that form (siteDateTimeText).
 */
export function findDisplayPopup(db: Db, now: string): Promise<DisplayPopupRow | undefined> {
  return db('popup_contents')
    .select('id', 'title', 'description', 'link', 'image')
    .where({ active: 1 })
    .andWhere((q) => q.whereNull('start_at').orWhere('start_at', '<=', now))
    .andWhere((q) => q.whereNull('end_at').orWhere('end_at', '>=', now))
    .orderBy('id', 'desc')
    .first();
}

/** Whether a pop-up with this id exists (shown or not). */
export async function popupExists(db: Db, id: number): Promise<boolean> {
  return (await db('popup_contents').where({ id }).first('id')) !== undefined;
}

const viewerWhere = (viewer: Viewer) => ('userId' in viewer ? { user_id: viewer.userId } : { visitor_id: viewer.visitorId });

/** Whether the member or this browser hid this pop-up until a moment later than `now`. */
export async function isHidden(db: Db, looker: Looker, popupId: number, now: string): Promise<boolean> {
  const { userId, visitorId } = looker;
  if (userId === null && visitorId === null) return false;
  const row = await db('popup_hides')
    .select('id')
    .where({ popup_id: popupId })
    .andWhere((q) => {
      if (userId !== null) q.orWhere({ user_id: userId });
      if (visitorId !== null) q.orWhere({ visitor_id: visitorId });
    })
    .andWhere('hidden_until', '>', now)
    .first();
  return row !== undefined;
}

/**
 * The viewer's hide of one pop-up, until `hiddenUntil`: one row per member or browser and pop-up
 * (a repeated hide moves its end; the unique index keeps two at once from both inserting), and
 * every hide that has run out (anyone's) is swept in the same transaction.
 */
export async function replaceHide(db: Db, viewer: Viewer, popupId: number, hiddenUntil: string, now: string): Promise<void> {
  const who = viewerWhere(viewer);
  await db.transaction(async (trx) => {
    // Read, then delete by key: a DELETE by hidden_until (no index) locks every gap, and hides at once deadlocked inserting on MariaDB.
    const expired = await trx('popup_hides').where('hidden_until', '<=', now).pluck('id');
    if (expired.length > 0) await trx('popup_hides').whereIn('id', expired).delete();
    await trx('popup_hides')
      .insert({ ...who, popup_id: popupId, hidden_until: hiddenUntil, created_at: now })
      .onConflict([Object.keys(who)[0] as string, 'popup_id'])
      .merge(['hidden_until', 'created_at']);
  });
}
