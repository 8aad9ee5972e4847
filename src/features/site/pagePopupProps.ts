import type { IncomingMessage } from 'node:http';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import type { PagePopupProps } from '@/features/app/PagePopup';

/**
 * For getServerSideProps of the pages that show the pop-up in their HTML (home, board lists,
 * posts): the display call's answer, read in process for a visitor without a session
 * (apps/api serverReads.ts). Nothing (`{}`: PopupHost asks after hydration) for a member, for the
 * data of a move inside the site (shown once per page load) or when the read failed.
 */
export async function pagePopupProps(req: IncomingMessage): Promise<PagePopupProps> {
  const reads = (req as IncomingMessage & { [SERVER_READS]?: ServerReads })[SERVER_READS];
  if (!reads || req.headers['x-nextjs-data']) return {};
  const { status, data } = await reads.popup();
  if (status !== 200 || !data) return {};
  return { popup: data.isShowPopup ? data.popup : null };
}
