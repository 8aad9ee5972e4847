import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { siteDay } from '@nanum/shared/timeZone';
import { canOnBoard } from '@nanum/shared/boardRules';
import { AppError } from '../../http/AppError';
import { storageAt } from '../../uploads/storageRegistry';
import { countDownload, findAttachment, type AttachmentRecord } from './attachment.repo';
import type { Board } from './board.repo';
import { assertCan, type Viewer } from './boardAccess';
import type { CommunityDeps } from './community.deps';
import type { PostRecord } from './post.repo';
import { readablePost } from './postAccess';
import { SERVABLE_MIMES, storedKey } from './upload.service';
import { visitorKey } from './post.service';

export interface ServedFile {
  /** Its key in the upload storage. */
  key: string;
  mime: string;
  name: string;
}

export interface ServedImage extends ServedFile {
  /**
   * Whether every visitor may see it: it is in a post anyone may read. Only such an image may stay
   * in a browser's cache; any other one (secret, hidden, members' board, not in a post yet) would
   * still show there after a logout or a deletion.
   */
  everyoneSees: boolean;
}

const notFound = () => new AppError(404, BOARD_MESSAGES.fileNotFound, 'NOT_FOUND');

/** An upload the viewer may fetch, with the post and board it is in (none while it is in no post). */
interface Servable {
  attachment: AttachmentRecord;
  post?: PostRecord;
  board?: Board;
}

/**
 * An upload the viewer may fetch, checked on every request: an upload not yet in a post only by
 * its uploader; otherwise the post must be readable (board read permission, not deleted, secret
 * and hidden rules) and, for a file, the board's download permission must pass.
 */
async function servable(deps: CommunityDeps, viewer: Viewer, id: number, kind: AttachmentRecord['kind']): Promise<Servable> {
  const attachment = await findAttachment(deps.db, id);
  if (!attachment || attachment.kind !== kind || !SERVABLE_MIMES.has(attachment.mime)) throw notFound();
  if (attachment.postId === null) {
    if (!viewer || viewer.id !== attachment.userId) throw notFound();
    return { attachment };
  }
  const { post, board } = await readablePost(deps.db, viewer, attachment.postId);
  if (kind === 'file') assertCan(viewer, board, 'download');
  return { attachment, post, board };
}

/** Whether a visitor without a session may read the post (the checks of assertReadable for nobody). */
const everyoneReads = (post: PostRecord, board: Board): boolean => !post.secret && !post.hidden && canOnBoard(undefined, board, 'read');

export async function openImage(deps: CommunityDeps, viewer: Viewer, id: number): Promise<ServedImage> {
  const { attachment: image, post, board } = await servable(deps, viewer, id, 'image');
  const everyoneSees = post !== undefined && board !== undefined && everyoneReads(post, board);
  return { key: storedKey(image.storedName), mime: image.mime, name: image.originalName, everyoneSees };
}

/**
 * A file download. Counted only when `count` (a GET: a HEAD fetches no file), only once the stored
 * file is found (a file gone from the storage answers 404 and was not downloaded), and once per
 * member, or visitor's address, per Korean day (as a post's visits: fetching it again is no new
 * download, and nobody raises the number by asking for the file over and over).
 */
export async function openFile(deps: CommunityDeps, viewer: Viewer, id: number, { count, clientAddress }: { count: boolean; clientAddress: string }): Promise<ServedFile> {
  const { attachment: file } = await servable(deps, viewer, id, 'file');
  const key = storedKey(file.storedName);
  if (!(await storageAt(deps.config.uploadDir).exists(key))) throw notFound();
  if (count) {
    const now = new Date();
    await countDownload(deps.db, file.id, visitorKey(deps.config.sessionSecret, viewer, clientAddress, siteDay(now)), now);
  }
  return { key, mime: file.mime, name: file.originalName };
}
