import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { canManage, canReact, canReadHidden, canReadSecret, isModerator, youtubeId } from '@nanum/shared/boardRules';
import { visibleProfileImage } from '@nanum/shared/display';
import type { Gender } from '@nanum/shared/entities';
import { visibleProfileGroups, type ProfileVisibility } from '@nanum/shared/profileVisibility';
import type { AuthorView, BoardView, CommentView, FileView, ImageView, NeighbourView, PostRowView, PostView } from '@nanum/shared/boardViews';
import type { AttachmentRecord } from './attachment.repo';
import type { Board } from './board.repo';
import { abilitiesOn, writerOf, type Viewer } from './boardAccess';
import type { CommentRecord } from './comment.repo';
import type { Neighbour, PostRecord } from './post.repo';
import type { CommentMarks } from './reaction.repo';
import { IMAGE_PATH } from './sanitize';


export function presentBoard(board: Board, viewer: Viewer): BoardView {
  return {
    id: board.id,
    href: board.href,
    name: board.name,
    description: board.description,
    layout: board.layout,
    kinds: board.kinds,
    perm: board.perm,
    certifiedOnly: board.certifiedOnly,
    can: { ...abilitiesOn(viewer, board), moderate: isModerator(viewer) },
  };
}


/** A post's or comment's author: the default picture tells the gender only to a viewer who may see it (docs/ROLES.md). */
function presentAuthor(
  viewer: Viewer,
  author: { userId: number | null; authorName: string | null; authorImage: string | null; authorGender: number; authorVisibility: ProfileVisibility },
): AuthorView | null {
  const { userId, authorName: name } = author;
  if (userId === null || name === null) return null;
  const genderVisible = visibleProfileGroups(viewer, userId, author.authorVisibility).includes('gender');
  return { id: userId, name, image: visibleProfileImage({ image: author.authorImage, gender: author.authorGender as Gender }, genderVisible) };
}


/** A post the viewer may not read (secret) keeps its place in the list, with nothing of its content. */
export function presentRow(post: PostRecord, board: Board, viewer: Viewer): PostRowView {
  const readable = !post.secret || canReadSecret(viewer, post.userId);
  return {
    id: post.id,
    title: readable ? post.title : BOARD_MESSAGES.secretTitle,
    board_name: board.name,
    board_href: board.href,
    table_id: board.id,
    kind_id: post.kindId,
    comment_count: post.commentCount,
    visit: post.visit,
    recommend: post.recommend,
    date: post.createdAt,
    author: presentAuthor(viewer, post),
    pinned: post.pinned,
    secret: post.secret,
    hidden: post.hidden,
    thumbnail: readable ? post.thumbnail : null,
    link: readable ? post.link : null,
    source: readable ? post.source : null,
    videoId: readable && post.videoUrl ? (youtubeId(post.videoUrl) ?? null) : null,
  };
}


export function presentNeighbour(neighbour: Neighbour | null, viewer: Viewer): NeighbourView | null {
  if (!neighbour) return null;
  const readable = !neighbour.secret || canReadSecret(viewer, neighbour.userId);
  return { id: neighbour.id, title: readable ? neighbour.title : BOARD_MESSAGES.secretTitle };
}



export const presentImage = (image: AttachmentRecord): ImageView => ({ id: image.id, url: `${IMAGE_PATH}${image.id}`, name: image.originalName, width: image.width, height: image.height });
export const presentFile = (file: AttachmentRecord): FileView => ({ id: file.id, name: file.originalName, size: file.size, downloads: file.downloadCount });


export function presentPost(post: PostRecord, board: Board, viewer: Viewer, extra: { recommended: boolean; reported: boolean; excerpt: string }): PostView {
  return {
    ...presentRow(post, board, viewer),
    content: post.content,
    kind: board.kinds.find((kind) => kind.id === post.kindId) ?? null,
    updated: post.updatedAt,
    recommended: extra.recommended,
    reported: extra.reported,
    canManage: canManage(viewer, writerOf(post)),
    canReact: canReact(viewer, post.userId),
    excerpt: extra.excerpt,
  };
}


/**
 * The post's comments, replies after their parent. A deleted comment shows only when it still has
 * visible replies; a comment hidden by reports shows its text to moderators only.
 */
export function presentComments(comments: CommentRecord[], viewer: Viewer, marks: CommentMarks): CommentView[] {
  const moderator = isModerator(viewer);
  const liveReplies = new Set(comments.filter((c) => c.parentId !== null && c.deletedAt === null).map((c) => c.parentId));
  const view = (c: CommentRecord): CommentView => {
    const deleted = c.deletedAt !== null;
    const masked = deleted || (c.hidden && !moderator && !canReadHidden(viewer, c.userId));
    return {
      id: c.id,
      parentId: c.parentId,
      author: deleted ? null : presentAuthor(viewer, c),
      description: deleted ? BOARD_MESSAGES.deletedComment : masked ? BOARD_MESSAGES.hiddenComment : c.description,
      recommend: c.recommend,
      date: c.createdAt,
      edited: c.updatedAt !== c.createdAt,
      deleted,
      hidden: c.hidden,
      recommended: marks.recommended.has(c.id),
      reported: marks.reported.has(c.id),
      canManage: !deleted && canManage(viewer, writerOf(c)),
      canReact: !masked && canReact(viewer, c.userId),
    };
  };
  const out: CommentView[] = [];
  for (const parent of comments.filter((c) => c.parentId === null)) {
    if (parent.deletedAt !== null && !liveReplies.has(parent.id)) continue;
    out.push(view(parent));
    for (const reply of comments.filter((c) => c.parentId === parent.id && c.deletedAt === null)) out.push(view(reply));
  }
  return out;
}
