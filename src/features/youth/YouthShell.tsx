import Head from 'next/head';
import type { ReactNode } from 'react';
import styles from './youth.module.css';

export interface YouthShellProps {
  /** The page's h1 and document title. */
  title: string;
  eyebrow: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the youth pages: a warm band with the title, then the page's content. */
export default function YouthShell({ title, eyebrow, lead, children }: YouthShellProps) {
  return (
    <>
      <Head>
        <title>{`${title} | 나눔`}</title>
      </Head>
      <section className={styles.page} aria-labelledby="youth-title">
        <div className="container">
          <header className={styles.intro}>
            <p className={styles.eyebrow}>{eyebrow}</p>
            <h1 id="youth-title" className={styles.title}>
              {title}
            </h1>
            {lead && <p className={styles.lead}>{lead}</p>}
          </header>
          {children}
        </div>
      </section>
    </>
  );
}
