/** Three neighbours and a heart: the hero's decorative picture. Hidden from assistive technology. */
export default function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 360" className="hero-illustration" aria-hidden="true" focusable="false">
      <circle cx="200" cy="190" r="160" className="illus-soft" />
      <circle cx="62" cy="86" r="14" className="illus-accent illus-faint" />
      <circle cx="342" cy="70" r="9" className="illus-primary illus-faint" />
      <circle cx="352" cy="262" r="16" className="illus-accent illus-faint" />
      <ellipse cx="200" cy="322" rx="150" ry="10" className="illus-primary illus-shadow" />
      <circle cx="118" cy="196" r="28" className="illus-primary" />
      <rect x="78" y="234" width="80" height="88" rx="40" className="illus-primary" />
      <circle cx="282" cy="196" r="28" className="illus-primary-dark" />
      <rect x="242" y="234" width="80" height="88" rx="40" className="illus-primary-dark" />
      <circle cx="200" cy="166" r="32" className="illus-accent" />
      <rect x="152" y="208" width="96" height="114" rx="48" className="illus-accent" />
      <path
        d="M200 118s-30-18.4-30-40.4A16.8 16.8 0 0 1 200 67.6a16.8 16.8 0 0 1 30 10c0 22-30 40.4-30 40.4z"
        className="illus-heart"
      />
    </svg>
  );
}
