import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { AppError } from '../../http/AppError';
import { countDownload, findAttachment, type AttachmentRecord } from './attachment.repo';
import { assertCan, type Viewer } from './boardAccess';
import type { CommunityDeps } from './community.deps';
import { readablePost } from './postAccess';
import { SERVABLE_MIMES, storedKey } from './upload.service';

export interface ServedFile {
  /** Its key in the upload storage. */
  key: string;
  mime: string;
  name: string;
}

const notFound = () => new AppError(404, BOARD_MESSAGES.fileNotFound, 'NOT_FOUND');

/**
 * An upload the viewer may fetch, checked on every request: an upload not yet in a post only by
 * its uploader; otherwise the post must be readable (board read permission, not deleted, secret
 * and hidden rules) and, for a file, the board's download permission must pass.
 */
async function servable(deps: CommunityDeps, viewer: Viewer, id: number, kind: AttachmentRecord['kind']): Promise<AttachmentRecord> {
  const attachment = await findAttachment(deps.db, id);
  if (!attachment || attachment.kind !== kind || !SERVABLE_MIMES.has(attachment.mime)) throw notFound();
  if (attachment.postId === null) {
    if (!viewer || viewer.id !== attachment.userId) throw notFound();
    return attachment;
  }
  const { board } = await readablePost(deps.db, viewer, attachment.postId);
  if (kind === 'file') assertCan(viewer, board, 'download');
  return attachment;
}

export async function openImage(deps: CommunityDeps, viewer: Viewer, id: number): Promise<ServedFile> {
  const image = await servable(deps, viewer, id, 'image');
  return { key: storedKey(image.storedName), mime: image.mime, name: image.originalName };
}

/** A file download (counted). */
export async function openFile(deps: CommunityDeps, viewer: Viewer, id: number): Promise<ServedFile> {
  const file = await servable(deps, viewer, id, 'file');
  await countDownload(deps.db, file.id);
  return { key: storedKey(file.storedName), mime: file.mime, name: file.originalName };
}
