import styles from './HeroIllustration.module.css';

/** Three neighbours and a heart: the hero's decorative picture. Hidden from assistive technology. */
export default function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 360" className={styles.illustration} aria-hidden="true" focusable="false">
      <circle cx="200" cy="190" r="160" className={styles.soft} />
      <circle cx="62" cy="86" r="14" className={`${styles.accent} ${styles.faint}`} />
      <circle cx="342" cy="70" r="9" className={`${styles.primary} ${styles.faint}`} />
      <circle cx="352" cy="262" r="16" className={`${styles.accent} ${styles.faint}`} />
      <ellipse cx="200" cy="322" rx="150" ry="10" className={`${styles.primary} ${styles.shadow}`} />
      <circle cx="118" cy="196" r="28" className={styles.primary} />
      <rect x="78" y="234" width="80" height="88" rx="40" className={styles.primary} />
      <circle cx="282" cy="196" r="28" className={styles.primaryDark} />
      <rect x="242" y="234" width="80" height="88" rx="40" className={styles.primaryDark} />
      <circle cx="200" cy="166" r="32" className={styles.accent} />
      <rect x="152" y="208" width="96" height="114" rx="48" className={styles.accent} />
      <path
        d="M200 118s-30-18.4-30-40.4A16.8 16.8 0 0 1 200 67.6a16.8 16.8 0 0 1 30 10c0 22-30 40.4-30 40.4z"
        className={styles.heart}
      />
    </svg>
  );
}
