import type { GetServerSideProps } from 'next';
import WritePage from '@/features/board/WritePage';
import { readWritePage, type WriteRead } from '@/features/board/writePageRead';
import { serverReadsOf } from '@/lib/serverReads';

/** /community/{board}/write (and ?id= to edit): only for those the board lets write, or the post's author and moderators (writePageRead.ts). */
export const getServerSideProps: GetServerSideProps<WriteRead> = async (context) => {
  const href = String(context.params?.board ?? '');
  const editId = typeof context.query.id === 'string' && /^\d{1,10}$/.test(context.query.id) ? context.query.id : null;
  const read = await readWritePage(serverReadsOf(context.req), href, editId);
  return read ? { props: read } : { notFound: true };
};

export default WritePage;
