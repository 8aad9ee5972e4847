import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import Footer from './Footer';
import Header from './Header';
import { BARE_ROUTES } from './site';

// Shown only once the page is measured as long enough (never in the server's HTML), fixed at the
// side: it can load after the page without moving anything.
const ScrollButtons = dynamic(() => import('@/features/app/ScrollButtons'), { ssr: false });
// Renders nothing until the server says there is a pop-up to show, which it asks only after
// hydration: its code (and the pop-up rules) need not be in every page's first JavaScript.
const PopupHost = dynamic(() => import('@/features/app/PopupHost'), { ssr: false });

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
      {!bare && (
        <>
          <ScrollButtons />
          <PopupHost />
        </>
      )}
    </>
  );
}
