import { useId, useState, type FormEvent } from 'react';
import { pagerBlock, parseJumpPage } from '@nanum/shared/pager';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the list for screen readers, e.g. "작성한 글". */
  label: string;
}

/**
 * The shared pager (SPEC section 9): 10 page numbers per block, previous/next block, and a
 * jump-to-page box. Buttons, not links: the caller decides what a page change does.
 */
export default function Pager({ page, totalPages, onChange, label }: PagerProps) {
  const block = pagerBlock(page, totalPages);
  const [jump, setJump] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = parseJumpPage(jump, block.totalPages);
    setInvalid(target === null);
    if (target === null) return;
    setJump('');
    if (target !== block.page) onChange(target);
  };

  return (
    <nav className={styles.pager} aria-label={`${label} 페이지`}>
      <ul className={styles.pages}>
        <li>
          <button type="button" className={styles.step} disabled={block.previousBlock === null} onClick={() => block.previousBlock && onChange(block.previousBlock)} aria-label="이전 페이지 묶음">
            ‹
          </button>
        </li>
        {block.pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === block.page ? `${styles.page} ${styles.current}` : styles.page}
              aria-current={number === block.page ? 'page' : undefined}
              aria-label={`${number} 페이지`}
              onClick={() => number !== block.page && onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.step} disabled={block.nextBlock === null} onClick={() => block.nextBlock && onChange(block.nextBlock)} aria-label="다음 페이지 묶음">
            ›
          </button>
        </li>
      </ul>
      <form className={styles.jump} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          이동할 페이지 (1-{block.totalPages})
        </label>
        <input
          id={inputId}
          className={styles.jumpInput}
          inputMode="numeric"
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          placeholder={`${block.page}/${block.totalPages}`}
          aria-invalid={invalid || undefined}
        />
        <button type="submit" className={styles.jumpButton}>
          이동
        </button>
      </form>
    </nav>
  );
}
