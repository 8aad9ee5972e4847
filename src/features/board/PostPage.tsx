import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import PagePopup, { type PagePopupProps } from '@/features/app/PagePopup';
import type { SiteOriginProps } from '@/features/app/siteOrigin';
import BoardNotice from './BoardNotice';
import { boardPath } from './boardPaths';
import { loadBoardApi } from './loadBoardApi';
import PostView, { type PostPageProps } from './PostView';
import { useViewerRead } from './useViewerRead';

/**
 * A post as read for the page's viewer, or why there is none (with `board`, the board of the page's
 * address, whose list the notice leads back to); `postId`: what the browser reads again when the
 * viewer changes on the page.
 */
export type PostRead = { postId: number } & (PostPageProps | { status: number; message: string; board?: string });

export type PostPageRouteProps = { read: PostRead } & PagePopupProps & SiteOriginProps;

/** The post read again for a new viewer (null: the server was not reached, what is shown stays). */
async function rereadPost(shown: PostRead): Promise<PostRead | null> {
  const answer = await (await loadBoardApi()).readPost(shown.postId);
  if (answer.ok) return { postId: shown.postId, answer: answer.data };
  const board = 'board' in shown ? shown.board : undefined;
  return answer.status === 0 ? null : { postId: shown.postId, status: answer.status, message: answer.message, ...(board ? { board } : {}) };
}

/** Why the post does not show, with the way back to its board's list and 홈 (a hidden post explained). */
function NoticeOf({ read }: { read: { status: number; message: string; board?: string } }) {
  const detail = read.message === BOARD_MESSAGES.hiddenPost ? BOARD_MESSAGES.hiddenPostDetail : undefined;
  return <BoardNotice status={read.status} message={read.message} detail={detail} back={read.board ? boardPath(read.board) : null} />;
}

/**
 * The page of /community/{board}/{postId}: the pop-up the server decided and the post, whose
 * controls (comment form, 수정 and 삭제, the comments' own, downloads, the survey's answer) follow
 * a login or logout on the page (useViewerRead.ts). The view is keyed by the post and the read, so
 * the state it keeps from its props (comments, recommendations) starts from each new answer.
 */
export default function PostPage(props: PostPageRouteProps) {
  const { read, version } = useViewerRead(props.read, rereadPost);
  return (
    <>
      <PagePopup popup={props.popup} />
      {'answer' in read ? <PostView key={`${read.postId}:${version}`} answer={read.answer} /> : <NoticeOf read={read} />}
    </>
  );
}
