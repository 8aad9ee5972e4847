/**
 * What the board calls answer (the API's presenters build these; the web reads them). Only public
 * fields: an author is an id, a name and a picture.
 */
import type { BoardAction, BoardLayout } from './boardRules';
import type { PermissionCode, SurveyMode } from './codes';
import type { BoardKind, BoardPostRow, CommentRow } from './entities';
import type { SurveyAnswerValue } from './surveyRules';

/** A board as the web sees it: settings, kinds and what this viewer may do there. */
export interface BoardView {
  id: number;
  href: string;
  name: string;
  description: string;
  layout: BoardLayout;
  kinds: BoardKind[];
  perm: Record<BoardAction, PermissionCode>;
  certifiedOnly: boolean;
  can: Record<BoardAction, boolean> & { moderate: boolean };
}

/** An author as anyone may see them: id (opens the profile), name and picture only. */
export interface AuthorView {
  id: number;
  name: string;
  image: string;
}

/** A list row: the SPEC board post row plus what a list, gallery, press or video layout shows. */
export interface PostRowView extends BoardPostRow {
  author: AuthorView | null;
  pinned: boolean;
  secret: boolean;
  hidden: boolean;
  thumbnail: string | null;
  link: string | null;
  source: string | null;
  videoId: string | null;
}

export interface NeighbourView {
  id: number;
  title: string;
}

export interface ImageView {
  id: number;
  url: string;
  name: string;
  width: number | null;
  height: number | null;
}

export interface FileView {
  id: number;
  name: string;
  size: number;
  downloads: number;
}

export interface PostView extends PostRowView {
  content: string;
  kind: BoardKind | null;
  updated: string;
  recommended: boolean;
  /** The viewer has reported it (the button says 신고함). */
  reported: boolean;
  canManage: boolean;
  /** The viewer may recommend and report it (boardRules canReact), so its buttons show right from the server. */
  canReact: boolean;
  /** Plain-text excerpt for previews (Open Graph, Twitter). */
  excerpt: string;
}

/** A comment as shown under a post. Deleted or hidden comments keep their place without their text. */
export interface CommentView {
  id: number;
  parentId: number | null;
  author: AuthorView | null;
  description: string;
  recommend: number;
  date: string;
  edited: boolean;
  deleted: boolean;
  hidden: boolean;
  recommended: boolean;
  /** The viewer has reported it (the button says 신고함). */
  reported: boolean;
  canManage: boolean;
  /** The viewer may recommend and report it (boardRules canReact), so its buttons show right from the server. */
  canReact: boolean;
}

/**
 * A page of a post's comments (GET /api/community/posts/:postId/comments?after=): whole threads,
 * oldest first (commentPages.ts).
 */
export interface CommentPage {
  comments: CommentView[];
  /** The post's comments in all, deleted ones not counted: what its heading shows. */
  total: number;
  /** The cursor of the next page, or null after the last. */
  next: string | null;
}

export interface SurveyQuestionView {
  id: number;
  title: string;
  mode: SurveyMode;
  secret: boolean;
  multiple: boolean;
  required: boolean;
  cancelable: boolean;
  /** Whether this viewer sees the results (a secret question: its post's author and moderators only). */
  resultsVisible: boolean;
  /** How many members answered this question (null with the results hidden): what a choice's share is of. */
  respondents: number | null;
  options: { id: number; label: string; votes: number | null }[];
  scoreAverage: number | null;
  scoreCount: number | null;
  texts: string[] | null;
}

export interface SurveyView {
  id: number;
  title: string;
  endAt: string | null;
  closed: boolean;
  respondents: number;
  answered: boolean;
  /** Whether the viewer may answer (logged in and verified), so the page renders the form or the results from the start. */
  canAnswer: boolean;
  /** Whether the viewer may take the answer back (every question they answered is cancelable). */
  cancelable: boolean;
  myAnswers: SurveyAnswerValue[];
  questions: SurveyQuestionView[];
}

/** GET /api/community/boards/:board/posts */
export interface BoardListAnswer {
  board: BoardView;
  list: PostRowView[];
  /** Pinned notices, on the first unfiltered page of a list board. */
  pinned: PostRowView[];
  count: number;
  page: number;
  pageSize: number;
}

/** GET /api/community/posts/:postId */
export interface PostPageAnswer {
  board: BoardView;
  post: PostView;
  images: ImageView[];
  files: FileView[];
  survey: SurveyView | null;
  /** The first page of the comments (commentPages.ts: COMMENT_PAGE_SIZE top-level comments with their replies). */
  comments: CommentView[];
  /** The post's comments in all, deleted ones not counted (the post's comment_count). */
  commentsTotal: number;
  /** The cursor of the comments' next page (`?after=`), or null when the first is all. */
  commentsNext: string | null;
  prev: NeighbourView | null;
  next: NeighbourView | null;
}

/** A page of a member's posts on their profile (GET /api/community/board/get/{userId}), with the kinds they use. */
export interface UserPostPage {
  list: BoardPostRow[];
  count: number;
  kind: BoardKind[];
}

/** A page of a member's comments on their profile (GET /api/community/comment/get/{userId}). */
export interface UserCommentPage {
  list: CommentRow[];
  count: number;
}

/** A picture uploaded for a post (POST /api/community/boards/{board}/uploads/image): re-encoded WebP. */
export interface UploadedImageView {
  id: number;
  url: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** A file attached to a post (POST /api/community/boards/{board}/uploads/file). */
export interface UploadedFileView {
  id: number;
  name: string;
  size: number;
}
