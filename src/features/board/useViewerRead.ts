import { useEffect, useState } from 'react';
import type { User } from '@nanum/shared/entities';
import { useAppSelector } from '@/store/hooks';

/**
 * Whom a board answer is computed for: the member and what the board rules read of them
 * (verification, power, rank, affiliation, cohort, hidden, end of activity); '' for a visitor.
 * A change of anything else (the alarm list, a name) leaves it alone.
 */
export const viewerKey = (user: User | null): string =>
  user ? [user.id, user.certify, user.power, user.rank, user.type, user.cardinal, user.hidden, user.endOfActivity].join() : '';

interface Shown<R> {
  /** The read as the page's props gave it (the server's, or a navigation's). */
  from: R;
  /** What the page shows: that read, or one made again in the browser for a later viewer. */
  read: R;
  /** Whom `read` is for; undefined until the session start has said whom the server read for. */
  viewer: string | undefined;
  /** Counts the reads shown after the first (part of a key for the views that keep state from their props). */
  version: number;
}

/**
 * A board page's read (getServerSideProps: as the viewer of the page request, so a visitor's page
 * is everyone's and may come from a shared cache) kept right for the current user. Once the
 * session start has said who that viewer was, a login or logout on the page (state.user changes:
 * the login dialog, the header's logout) has `reread` read it again in the browser, for the new
 * viewer; a page load itself sends no request. `read` must keep its identity while the page's
 * props do. `reread` answers null to keep what is shown (the server was not reached).
 */
export function useViewerRead<R>(read: R, reread: (shown: R, signedIn: boolean) => Promise<R | null>): { read: R; version: number } {
  // Until the session start answers, state.user === null does not mean a visitor (sessionSlice.ts).
  const viewer = useAppSelector((state) => (state.session.loaded ? viewerKey(state.user) : undefined));
  const [shown, setShown] = useState<Shown<R>>({ from: read, read, viewer, version: 0 });
  let current = shown;
  // A new read from the page's props (a navigation, to the same post too: an alarm's ?comment= link)
  // is a new version, so the views keyed by it start from its answer, not from what they held.
  if (shown.from !== read) current = { from: read, read, viewer, version: shown.version + 1 };
  else if (shown.viewer === undefined && viewer !== undefined) current = { ...shown, viewer };
  if (current !== shown) setShown(current);

  const stale = viewer !== undefined && current.viewer !== undefined && viewer !== current.viewer;
  const { from, read: showing } = current;
  useEffect(() => {
    if (!stale || viewer === undefined) return;
    let live = true;
    void reread(showing, viewer !== '').then((fresh) => {
      if (live) setShown((now) => (now.from === from ? { from, read: fresh ?? now.read, viewer, version: now.version + 1 } : now));
    });
    return () => {
      live = false;
    };
  }, [stale, viewer, from, showing, reread]);

  return { read: current.read, version: current.version };
}
