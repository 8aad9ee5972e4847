import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

/** The tinted band at the top of every inner page: where it belongs, its h1 and a one-line lead. */
export default function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className="container">
        {eyebrow && <p className="section-eyebrow mb-2">{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={`${styles.lead} mb-0`}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
