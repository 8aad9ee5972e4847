import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  code: number;
  title: string;
  children: ReactNode;
}

/** The frame of the Korean error pages: the code, the title, what happened and the way home. */
export default function ErrorPage({ code, title, children }: ErrorPageProps) {
  const titleId = `error-${code}-title`;
  return (
    <>
      <Head>
        <title>{`${title} | 나눔`}</title>
      </Head>
      <section className={styles.page} aria-labelledby={titleId}>
        <div className="text-center container">
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.text}>{children}</p>
          <Link prefetch={false} href="/" className="btn btn-primary btn-lg">
            홈으로 돌아가기
          </Link>
        </div>
      </section>
    </>
  );
}
