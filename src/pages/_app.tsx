import 'bootstrap/dist/css/bootstrap.min.css';
import 'nprogress/nprogress.css';
import '@/styles/global.css';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useState } from 'react';
import { SiteOriginContext, type SiteOriginProps } from '@/features/app/siteOrigin';
import LoginModalHost from '@/features/auth/LoginModalHost';
import SessionManager from '@/features/auth/SessionManager';
import Layout from '@/features/layout/Layout';
import ProfileModalHost from '@/features/profile/ProfileModalHost';
import ToastHost from '@/features/toast/ToastHost';
import { guardModalTransitions } from '@/lib/modalTransitionGuard';
import { makeStore, type RootState } from '@/store/store';
import { StoreProvider } from '@/store/StoreProvider';

// Renders nothing (progress bar, page views, modal cleanup, the webview message), so its code
// (about 0.5 kB gzip) is fetched as soon as the page has hydrated instead of with it; the first
// page view is sent then. Only a navigation started before that chunk arrives goes without a bar.
const AppEffects = dynamic(() => import('@/features/app/AppEffects'), { ssr: false });

// Before any dialog can open: a closed dialog must never stay on the page (modalTransitionGuard.ts).
if (typeof window !== 'undefined') guardModalTransitions(window);

/** Page props may carry state a page prepared on the server (getServerSideProps) for the store. */
export interface AppPageProps extends SiteOriginProps {
  initialReduxState?: Partial<RootState>;
}

/**
 * The application wrapper. One store per app instance: on the server that is one per request, in
 * the browser one for the whole visit. The session (current user, socket) starts here, and the
 * login modal and the toasts live beside every page.
 */
export default function App({ Component, pageProps }: AppProps<AppPageProps>) {
  const [store] = useState(() => makeStore(pageProps.initialReduxState));

  return (
    <StoreProvider store={store}>
      <SiteOriginContext.Provider value={pageProps.siteOrigin ?? ''}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />
      </Head>
      <SessionManager />
      <AppEffects />
      <Layout>
        <Component {...pageProps} />
      </Layout>
      <LoginModalHost />
      <ProfileModalHost />
      <ToastHost />
      </SiteOriginContext.Provider>
    </StoreProvider>
  );
}
