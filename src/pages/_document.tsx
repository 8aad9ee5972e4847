import { Head, Html, Main, NextScript } from 'next/document';

/** The HTML shell: Korean document language. No inline scripts (the site runs under a strict CSP). */
export default function Document() {
  return (
    <Html lang="ko">
      <Head>
        <meta name="theme-color" content="#0f6b63" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
