import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { EndorserView } from '@nanum/shared/siteViews';
import styles from './Endorsers.module.css';

// A plain <img>: a photo is an upload (served as stored) or an SVG, which next/image
// serves unoptimised anyway, so its loader code (about 4 kB gzip) bought nothing (docs/BUNDLES.md).

// The modal and its player load only when a visitor opens a video.
const EndorserVideo = dynamic(() => import('./EndorserVideo'), { ssr: false });

/** The endorsers (SPEC section 3): photo, name, description and a video opened on demand. */
export default function Endorsers({ endorsers }: { endorsers: EndorserView[] }) {
  const [open, setOpen] = useState<EndorserView | null>(null);
  if (endorsers.length === 0) return null;
  return (
    <>
      <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 row-cols-xl-5 g-3 g-lg-4 list-unstyled mb-0">
        {endorsers.map((endorser) => (
          <li key={endorser.id} className="col">
            <article className={`${styles.card} h-100`}>
              <img src={endorser.image} alt="" width={88} height={88} loading="lazy" decoding="async" className={styles.photo} />
              <h3 className={styles.name}>{endorser.name}</h3>
              <p className={styles.description}>{endorser.description}</p>
              <button type="button" className="btn btn-sm btn-outline-primary mt-auto" onClick={() => setOpen(endorser)}>
                <span aria-hidden="true">▶ </span>
                {endorser.name} 영상 보기
              </button>
            </article>
          </li>
        ))}
      </ul>
      {open && <EndorserVideo endorser={open} onHide={() => setOpen(null)} />}
    </>
  );
}
