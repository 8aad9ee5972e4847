import { Head, Html, Main, NextScript } from 'next/document';
import { NEWS_FEED_PATH } from '@nanum/shared/boardPaths';

/** The HTML shell: Korean document language, the icon and the news feed. No inline scripts (the site runs under a strict CSP). */
export default function Document() {
  return (
    <Html lang="ko">
      <Head>
        <meta name="theme-color" content="#0f6b63" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="나눔 소식" href={NEWS_FEED_PATH} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
