import PagePopup from '@/features/app/PagePopup';
import BoardListView, { type BoardRows } from './BoardListView';
import BoardNotice from './BoardNotice';
import type { BoardListPageProps } from './loadBoardList';

/**
 * The page component of a board list route (with the pop-up the server decided), its posts drawn
 * by `Rows`: every board of a route has the same layout (/community/{board} the list; /gallery,
 * /press and /video their own), so each route carries its layout's code alone.
 */
export function boardListPage(Rows: BoardRows) {
  return function BoardListPage(props: BoardListPageProps) {
    return (
      <>
        <PagePopup popup={props.popup} />
        {'answer' in props ? <BoardListView answer={props.answer} query={props.query} feed={props.feed} Rows={Rows} /> : <BoardNotice status={props.status} message={props.message} />}
      </>
    );
  };
}
