/**
 * Rules of the community boards: who may list, read, write, comment and download on a board; who
 * may edit or delete a post or comment; report, file and survey limits. Pure functions on plain
 * values, so the API enforces exactly what the web shows.
 */
import { actOnMemberRefusal } from './authority';
import { PERMISSION, type PermissionCode } from './memberCodes';
import { hasPermission, isCertified, type PermissionUser } from './permissions';

/** The actions a board grants separately. */
export const BOARD_ACTIONS = ['list', 'read', 'write', 'comment', 'download'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

/** Board layouts: a list, a gallery grid, press clippings with a link and source, videos. */
export const BOARD_LAYOUTS = ['list', 'gallery', 'press', 'video'] as const;
export type BoardLayout = (typeof BOARD_LAYOUTS)[number];

/** A board's permissions: one permission code per action, plus "certified only". */
export interface BoardAccess {
  perm: Record<BoardAction, PermissionCode>;
  /** Members-only actions (and every writing action) need a verified member. */
  certifiedOnly: boolean;
}

/** Actions that create content: never open to visitors, whatever the permission says. */
const WRITING_ACTIONS: readonly BoardAction[] = ['write', 'comment'];

/**
 * Whether `viewer` (undefined: a visitor) may do `action` on the board.
 * - admin only: an admin (verified, hidden 0 or 2, power 2);
 * - operators: an operator or an admin (verified);
 * - users only: a logged-in member; a verified one when the board is certified only;
 * - everyone: anyone, except that writing and commenting always need a logged-in member
 *   (verified when the board is certified only).
 */
export function canOnBoard(viewer: PermissionUser | null | undefined, board: BoardAccess, action: BoardAction): boolean {
  const permission = board.perm[action];
  if (permission === PERMISSION.ADMIN_ONLY) return hasPermission(viewer);
  if (permission === PERMISSION.OPERATORS) return hasPermission(viewer, 'OPERATOR');
  const member = !!viewer && (!board.certifiedOnly || isCertified(viewer));
  if (permission === PERMISSION.USERS_ONLY) return member;
  if (permission === PERMISSION.EVERYONE) return WRITING_ACTIONS.includes(action) ? member : true;
  return false;
}

/** Whether visitors may list and read the board: only such boards are in the sitemap and have a feed. */
export const isPublicBoard = (board: BoardAccess): boolean => canOnBoard(undefined, board, 'list') && canOnBoard(undefined, board, 'read');

/** Operators and admins (verified) moderate every post and comment. */
export const isModerator = (viewer: PermissionUser | null | undefined): boolean => hasPermission(viewer, 'OPERATOR');

/** The author (logged in) or a moderator: who reads a secret or hidden post or comment, and a survey's secret results. */
export function isAuthorOrModerator(viewer: PermissionUser | null | undefined, authorId: number | null): boolean {
  if (!viewer || viewer.id === undefined) return false;
  return (authorId !== null && viewer.id === authorId) || isModerator(viewer);
}

/**
 * The writer of a post or comment as the rules read them: their account's id and power (0 member,
 * 1 operator, 2 admin), read from the database with the writing, never from the client. Null when
 * the account is gone.
 */
export interface ContentAuthor {
  id: number;
  power: number;
}

/** Why the viewer may not edit or delete a post or comment: neither its author nor a moderator, or a moderator below its writer. */
export type ManageRefusal = 'notAuthor' | 'superior';

/**
 * Whether the viewer may edit and delete a post or comment: null when they may, else why not.
 * The author always manages their own; a moderator manages the writing of those they stand above
 * by the member rule (authority.ts actOnMemberRefusal): an admin anyone's, an operator a member's
 * or a gone account's, never an operator's or an admin's (suspended or not).
 */
export function manageRefusal(viewer: PermissionUser | null | undefined, author: ContentAuthor | null): ManageRefusal | null {
  if (!viewer || viewer.id === undefined) return 'notAuthor';
  if (author !== null && viewer.id === author.id) return null;
  if (!isModerator(viewer)) return 'notAuthor';
  if (author !== null && actOnMemberRefusal(viewer, author) !== null) return 'superior';
  return null;
}

/** The author (logged in), or a moderator who stands above its writer, may edit and delete a post or comment (manageRefusal). */
export const canManage = (viewer: PermissionUser | null | undefined, author: ContentAuthor | null): boolean => manageRefusal(viewer, author) === null;

/** A secret post is read by its author and moderators only. */
export function canReadSecret(viewer: PermissionUser | null | undefined, authorId: number | null): boolean {
  return isAuthorOrModerator(viewer, authorId);
}

/**
 * Whether the viewer may learn a post's title and body where they are quoted outside the post (its
 * row in a list, an alarm, a member's own comments and data): any post but a secret one, whose words
 * only its readers learn (canReadSecret); to anyone else it is BOARD_MESSAGES.secretTitle.
 */
export function canQuotePost(viewer: PermissionUser | null | undefined, post: { secret: boolean; userId: number | null }): boolean {
  return !post.secret || canReadSecret(viewer, post.userId);
}

/**
 * Whether the viewer reaches a comment under a post (reads it, and edits or deletes it as
 * canManage allows) as far as the post's secrecy goes: whoever may read the post, and the comment's
 * writer always, also under a post made secret after they wrote it; they still never learn the
 * post's words (canQuotePost). The board's read permission and hiding by reports apply as ever.
 */
export function canReachComment(viewer: PermissionUser | null | undefined, post: { secret: boolean; userId: number | null }, commentAuthorId: number | null): boolean {
  return canQuotePost(viewer, post) || isOwn(viewer, commentAuthorId);
}

/** A post or comment hidden by reports is read by its author (who is told why) and moderators only. */
export function canReadHidden(viewer: PermissionUser | null | undefined, authorId: number | null): boolean {
  return isAuthorOrModerator(viewer, authorId);
}

/** Moderators pin notices to the top of a list. */
export const canPin = (viewer: PermissionUser | null | undefined): boolean => isModerator(viewer);

/** Whether a logged-in viewer acts on their own content (no recommending or reporting yourself). */
export const isOwn = (viewer: PermissionUser | null | undefined, authorId: number | null): boolean =>
  !!viewer && viewer.id !== undefined && authorId !== null && viewer.id === authorId;

/** Whether the viewer may recommend and report a post or comment: a certified member, not its author. */
export const canReact = (viewer: PermissionUser | null | undefined, authorId: number | null): boolean => isCertified(viewer) && !isOwn(viewer, authorId);

// ---------------------------------------------------------------- lists

// The list's orders and search fields: boardListOptions.ts (a list page needs them alone).
export { BOARD_SEARCH_FIELD_LABELS, BOARD_SEARCH_FIELDS, BOARD_SORT_LABELS, BOARD_SORTS, SEARCH_MAX_LENGTH, type BoardSearchField, type BoardSort } from './boardListOptions';

/** Rows per board list page (gallery and video pages show a 3 x 4 grid). */
export const BOARD_PAGE_SIZE = { list: 15, gallery: 12, press: 10, video: 12 } as const satisfies Record<BoardLayout, number>;
/** Pinned notices shown above the first page at most. */
export const PINNED_MAX = 5;

// ---------------------------------------------------------------- writing

export const POST_TITLE_MAX = 200;
/** Longest stored HTML of a post (after sanitising). */
export const POST_CONTENT_MAX = 100_000;
export const COMMENT_MAX = 1000;
export const PRESS_SOURCE_MAX = 100;
export const LINK_MAX = 500;

// Defined in youtube.ts (the video list and player need them without the board rules).
export { youtubeEmbedUrl, youtubeId, youtubeThumbnail } from './youtube';

// ---------------------------------------------------------------- reports

/** Distinct reporters that hide a post or comment until a moderator decides (default; the API's config may change it). */
export const REPORT_HIDE_THRESHOLD = 5;
/**
 * Community writes one member may make within `minutes` (ours): far above what a person writes, far
 * below a flood (one member once posted 41 posts and 50 comments in a row, each comment an alarm
 * that pushed older ones out of the post author's 50-alarm bell). Each key is a counter of its own;
 * recommendations count posts and comments together, given or taken back. The API's config may
 * raise the numbers (tests and benchmarks that write more), never the windows.
 */
export const BOARD_RATE_LIMITS = {
  /** New posts (a browser test run writes up to 15 as one demo member, desktop and mobile at once). */
  post: { limit: 20, minutes: 10 },
  /** Edits of posts. */
  postEdit: { limit: 30, minutes: 10 },
  /** New comments and replies (each may alarm the post's or the parent comment's author). */
  comment: { limit: 30, minutes: 10 },
  /** Edits of comments. */
  commentEdit: { limit: 30, minutes: 10 },
  /** Recommendations of posts and comments, and their cancellations. */
  recommend: { limit: 60, minutes: 10 },
} as const;
export type BoardRateLimit = keyof typeof BOARD_RATE_LIMITS;

/** Reports one member may file per day. */
export const REPORT_DAILY_LIMIT = 10;
export const REPORT_TEXT_MAX = 500;
/** What can be reported. */
export const REPORT_TARGETS = ['post', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

// ---------------------------------------------------------------- files

/** Largest attachment, in bytes (10 MB). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest uploaded image, in bytes (10 MB), before re-encoding. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Most pixels an image may have (refuses pixel floods before decoding). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Longest side an image is scaled down to when re-encoded. */
export const IMAGE_MAX_SIDE = 2000;
export const FILES_PER_POST = 5;
export const IMAGES_PER_POST = 20;
export const FILE_NAME_MAX = 200;
/** Uploads (images and files together) one member may send within the window: a full post is at most 25. */
export const UPLOAD_RATE_LIMIT = { limit: 60, minutes: 15 } as const;
/** An upload no saved post uses is removed after this many hours (default; the API's config may change it). */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * Attachment types allowed by extension, with the content types their bytes may be judged as.
 * Executables, SVG, HTML and server-side scripts are never on the list. Plain text and CSV have
 * no magic bytes, so their content is judged "unknown" (checked to be text by the API).
 */
export const FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  hwp: ['application/x-cfb'],
  hwpx: ['application/zip', 'application/hwp+zip'],
  doc: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  xls: ['application/x-cfb'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  ppt: ['application/x-cfb'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  zip: ['application/zip'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  txt: ['text/plain'],
  csv: ['text/plain'],
};
/** Extensions whose content has no signature and must be plain text. */
export const TEXT_FILE_EXTENSIONS: readonly string[] = ['txt', 'csv'];

/** The lower-case extension after the last dot, or ''. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether an attachment may be stored: the extension is on the allow-list and the content type
 * judged from its bytes (undefined: no signature) fits that extension.
 */
export function isAllowedFile(name: string, detectedMime: string | undefined): boolean {
  const extension = fileExtension(name);
  const allowed = Object.hasOwn(FILE_TYPES, extension) ? FILE_TYPES[extension] : undefined;
  if (!allowed) return false;
  if (detectedMime === undefined) return TEXT_FILE_EXTENSIONS.includes(extension);
  return allowed.includes(detectedMime);
}

/**
 * A file name safe to show and to put in a download header: no path, no control or
 * zero-width characters, no NUL, at most FILE_NAME_MAX characters, never empty.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.normalize('NFC').replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff"<>|:*?]/g, '').trim();
  const limited = cleaned.length > FILE_NAME_MAX ? cleaned.slice(cleaned.length - FILE_NAME_MAX) : cleaned;
  return limited.replace(/^\.+/, '') || 'file';
}

/** Human-readable size: 512 B, 1.5 KB, 3.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// ---------------------------------------------------------------- kinds

// A kind badge's text colour: boardKinds.ts (the lists, a post and the admin's editor need it alone).
export { KIND_TEXT_COLORS, kindTextColor } from './boardKinds';
