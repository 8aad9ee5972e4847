import Head from 'next/head';
import AdminView from '@/features/admin/AdminView';

/** /admin/page: the admin area (SPEC section 2), without the shared header and footer (BARE_ROUTES). */
export default function AdminPage() {
  return (
    <>
      <Head>
        <title>관리자 페이지 | 나눔</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AdminView />
    </>
  );
}
