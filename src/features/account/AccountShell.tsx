import Head from 'next/head';
import type { ReactNode } from 'react';
import styles from './account.module.css';

export interface AccountShellProps {
  /** The page's h1 (and the document title). */
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Narrow card for short forms. */
  narrow?: boolean;
}

/** The frame of the account pages: a soft band with the title, then the content on a card. */
export default function AccountShell({ title, eyebrow, lead, children, narrow }: AccountShellProps) {
  return (
    <>
      <Head>
        <title>{`${title} | 나눔`}</title>
      </Head>
      <section className={styles.page} aria-labelledby="account-title">
        <div className="container">
          <div className={`${styles.column} ${narrow ? styles.narrow : ''}`}>
            <header className={styles.intro}>
              {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
              <h1 id="account-title" className={styles.title}>
                {title}
              </h1>
              {lead && <p className={styles.lead}>{lead}</p>}
            </header>
            <div className={styles.card}>{children}</div>
          </div>
        </div>
      </section>
    </>
  );
}

/** A calm loading state for the pages that wait for the current user. */
export function AccountLoading() {
  return (
    <p className={styles.loading} role="status">
      회원 정보를 확인하고 있습니다…
    </p>
  );
}
