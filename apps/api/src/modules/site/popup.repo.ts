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

/** The newest active pop-up whose start and end dates (when set) include `now` ('YYYY-MM-DD HH:MM:SS'). */
export function findDisplayPopup(db: Db, now: string): Promise<DisplayPopupRow | undefined> {
  return db('popup_contents')
    .select('id', 'title', 'description', 'link', 'image')
    .where({ active: 1 })
    .andWhere((q) => q.whereNull('start_at').orWhere('start_at', '<=', now))
    .andWhere((q) => q.whereNull('end_at').orWhere('end_at', '>=', now))
    .orderBy('id', 'desc')
    .first();
}

const viewerWhere = (viewer: Viewer) => ('userId' in viewer ? { user_id: viewer.userId } : { visitor_id: viewer.visitorId });

/** Whether the member or this browser hid the pop-up until a moment later than `now`. */
export async function isHidden(db: Db, looker: Looker, now: string): Promise<boolean> {
  const { userId, visitorId } = looker;
  if (userId === null && visitorId === null) return false;
  const row = await db('popup_hides')
    .select('id')
    .where((q) => {
      if (userId !== null) q.orWhere({ user_id: userId });
      if (visitorId !== null) q.orWhere({ visitor_id: visitorId });
    })
    .andWhere('hidden_until', '>', now)
    .first();
  return row !== undefined;
}

export async function insertHide(db: Db, viewer: Viewer, hiddenUntil: string, now: string): Promise<void> {
  await db('popup_hides').insert({ ...viewerWhere(viewer), hidden_until: hiddenUntil, created_at: now });
}
