import type { BoardListAnswer, BoardView, CommentPage, CommentView, PostPageAnswer, SurveyView, UploadedFileView, UploadedImageView } from '@nanum/shared/boardViews';
import type { PostInput, ReportInput, SurveyAnswerInput } from '@nanum/shared/boardSchemas';
import type { ReportTarget } from '@nanum/shared/boardRules';
import { call } from '@/lib/apiCall';

// The board calls from the browser: each answers the server's Korean message either way (lib/apiCall.ts).

// The page reads, made again in the browser when the viewer changes on the page (useViewerRead.ts).
export const readBoard = (board: string) => call<BoardView>('GET', `/api/community/boards/${board}`);
/** `path`: the list's API address with its query, as the page's server side wrote it (loadBoardList.ts). */
export const readBoardList = (path: string) => call<BoardListAnswer>('GET', path);
export const readPost = (postId: number | string) => call<PostPageAnswer>('GET', `/api/community/posts/${postId}`);

export type PostDraft = Partial<PostInput> & Pick<PostInput, 'title' | 'content'>;

export const writePost = (board: string, draft: PostDraft) => call<{ id: number; href: string }>('POST', `/api/community/boards/${board}/posts`, draft);
export const editPost = (postId: number, draft: PostDraft) => call<{ id: number }>('PUT', `/api/community/posts/${postId}`, draft);
export const deletePost = (postId: number) => call<{ href: string }>('DELETE', `/api/community/posts/${postId}`);

export const recommendTarget = (target: ReportTarget, id: number, on: boolean) =>
  call<{ recommend: number }>('PUT', `/api/community/${target === 'post' ? 'posts' : 'comments'}/${id}/recommend`, { on });

/** The page of a post's comments after `after` (the post's commentsNext, then each page's next). */
export const readCommentPage = (postId: number, after: string) => call<CommentPage>('GET', `/api/community/posts/${postId}/comments?after=${encodeURIComponent(after)}`);
// Each comment call answers the comment's thread (its top-level comment and replies), not the whole list.
export const addComment = (postId: number, description: string, parentId: number | null) =>
  call<CommentView[]>('POST', `/api/community/posts/${postId}/comments`, { description, parentId });
export const editComment = (commentId: number, description: string) => call<CommentView[]>('PUT', `/api/community/comments/${commentId}`, { description });
export const deleteComment = (commentId: number) => call<CommentView[]>('DELETE', `/api/community/comments/${commentId}`);

export const fileReport = (report: ReportInput) => call<undefined>('POST', '/api/community/reports', report);

export const answerSurvey = (postId: number, answers: SurveyAnswerInput['answers']) => call<SurveyView>('PUT', `/api/community/posts/${postId}/survey`, { answers });
export const cancelSurvey = (postId: number) => call<SurveyView>('DELETE', `/api/community/posts/${postId}/survey`);

function formWith(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

export const uploadImage = (board: string, file: File) => call<UploadedImageView>('POST', `/api/community/boards/${board}/uploads/image`, formWith('image', file));
export const uploadFile = (board: string, file: File) => call<UploadedFileView>('POST', `/api/community/boards/${board}/uploads/file`, formWith('file', file));
