import type { GetServerSideProps } from 'next';
import WritePage from '@/features/board/WritePage';
import { readWritePage, type WriteRead } from '@/features/board/writePageRead';
import { serverReadsOf } from '@/lib/serverReads';

/** /community/{board}/write (and ?id= to edit, a post of this board): only for those the board lets write, or the post's author and moderators (writePageRead.ts). */
export const getServerSideProps: GetServerSideProps<WriteRead> = async (context) => {
  const href = String(context.params?.board ?? '');
  const editId = typeof context.query.id === 'string' && /^\d{1,10}$/.test(context.query.id) ? context.query.id : null;
  const read = await readWritePage(serverReadsOf(context.req), href, editId);
  if (!read) return { notFound: true };
  // Another board's post: its edit page under its own board (as the post's page moves to it).
  return 'moved' in read ? { redirect: { destination: read.moved, permanent: false } } : { props: read };
};

export default WritePage;
