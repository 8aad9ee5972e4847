import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { ServerReadAnswer } from '@nanum/shared/serverReads';
import type { Answer } from '@/lib/apiCall';
import BoardNotice from './BoardNotice';
import { loadBoardApi } from './loadBoardApi';
import { useViewerRead } from './useViewerRead';
import type { WriteRead } from './writePageRead';
import WriteView from './WriteView';

const asRead = <T,>(answer: Answer<T>): ServerReadAnswer<T> => (answer.ok ? { status: 200, data: answer.data } : { status: answer.status, message: answer.message });

/**
 * The write page read again for a new viewer, by the server's own decision (writePageRead.ts, with
 * its messages, loaded then); null: the server was not reached, what is shown stays.
 */
async function rereadWrite(shown: WriteRead, signedIn: boolean): Promise<WriteRead | null> {
  const [api, { readWritePage }] = await Promise.all([loadBoardApi(), import('./writePageRead')]);
  const reads = { board: async (href: string) => asRead(await api.readBoard(href)), post: async (id: string) => asRead(await api.readPost(id)), signedIn: async () => signedIn };
  const fresh = await readWritePage(reads, shown.href, shown.editId);
  if (!fresh || ('status' in fresh && fresh.status === 0)) return null;
  // Still the form for the same post: the fields keep what is being written (WriteView starts them from `editing`).
  if ('board' in fresh && 'board' in shown) return { ...fresh, editing: shown.editing };
  return fresh;
}

/** /community/{board}/write (and ?id= to edit): the form, or why not, for the current user (a login or logout on the page reads it again: useViewerRead.ts). */
export default function WritePage(props: WriteRead) {
  const { read } = useViewerRead(props, rereadWrite);
  const router = useRouter();
  // Read again for a new viewer, the post turned out another board's: its own edit page (the server moves there at once).
  const moved = 'moved' in read ? read.moved : null;
  useEffect(() => {
    if (moved) void router.replace(moved);
  }, [moved, router]);
  if ('board' in read) return <WriteView board={read.board} editing={read.editing} />;
  if ('moved' in read) return null;
  return <BoardNotice status={read.status} message={read.message} />;
}
