import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import Footer from './Footer';
import Header from './Header';
import { BARE_ROUTES } from './site';

// The scroll buttons, shown only once the page is measured as long enough (never in the server's
// HTML), fixed at the side, and the pop-up's host, which renders nothing until the server says
// there is a pop-up to show (it asks only after hydration): both can load after the page without
// moving anything, so their code (and the pop-up rules) is one chunk fetched after hydration.
const PageExtras = dynamic(() => import('@/features/app/PageExtras'), { ssr: false });

/**
 * The shared page frame: skip link, header, main and footer landmarks, the scroll buttons and the
 * pop-up announcement. The admin area hides the shared header, footer and that block (SPEC section 2).
 */
export default function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  const bare = BARE_ROUTES.includes(pathname);

  return (
    <>
      {!bare && (
        <a href="#main-content" className="visually-hidden-focusable skip-link">
          본문 바로가기
        </a>
      )}
      {!bare && <Header />}
      <main id="main-content" tabIndex={-1} className="site-main">
        {children}
      </main>
      {!bare && <Footer />}
      {!bare && <PageExtras />}
    </>
  );
}
