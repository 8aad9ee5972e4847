import BoardListView from './BoardListView';
import BoardNotice from './BoardNotice';
import type { BoardListPageProps } from './loadBoardList';

/** The page component of every board list route. */
export default function BoardListPage(props: BoardListPageProps) {
  if ('answer' in props) return <BoardListView answer={props.answer} query={props.query} />;
  return <BoardNotice status={props.status} message={props.message} />;
}
