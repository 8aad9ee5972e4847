import PagePopup from '@/features/app/PagePopup';
import BoardListView from './BoardListView';
import BoardNotice from './BoardNotice';
import type { BoardListPageProps } from './loadBoardList';

/** The page component of every board list route (with the pop-up the server decided). */
export default function BoardListPage(props: BoardListPageProps) {
  return (
    <>
      <PagePopup popup={props.popup} />
      {'answer' in props ? <BoardListView answer={props.answer} query={props.query} /> : <BoardNotice status={props.status} message={props.message} />}
    </>
  );
}
