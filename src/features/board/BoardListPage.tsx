import PagePopup from '@/features/app/PagePopup';
import BoardListView, { type BoardRows } from './BoardListView';
import BoardNotice from './BoardNotice';
import { loadBoardApi } from './loadBoardApi';
import type { BoardListPageProps, BoardListRead } from './loadBoardList';
import { useViewerRead } from './useViewerRead';

/** The list read again for a new viewer (null: the server was not reached, what is shown stays). */
async function rereadList(shown: BoardListRead): Promise<BoardListRead | null> {
  const answer = await (await loadBoardApi()).readBoardList(shown.path);
  const at = { path: shown.path, query: shown.query };
  // The feed is the board's (visitors may read it), whoever reads: a notice before means none.
  if (answer.ok) return { ...at, answer: answer.data, feed: 'feed' in shown ? shown.feed : null };
  return answer.status === 0 ? null : { ...at, status: answer.status, message: answer.message };
}

/**
 * The page component of a board list route (with the pop-up the server decided), its posts drawn
 * by `Rows`: every board of a route has the same layout (/community/{board} the list; /gallery,
 * /press and /video their own), so each route carries its layout's code alone. The list (its
 * 글쓰기, its rows) follows a login or logout on the page (useViewerRead.ts).
 */
export function boardListPage(Rows: BoardRows) {
  return function BoardListPage(props: BoardListPageProps) {
    const { read: list } = useViewerRead(props.list, rereadList);
    return (
      <>
        <PagePopup popup={props.popup} />
        {'answer' in list ? <BoardListView answer={list.answer} query={list.query} feed={list.feed} Rows={Rows} /> : <BoardNotice status={list.status} message={list.message} />}
      </>
    );
  };
}
