/**
 * The 나눔 mark: a warm heart held in a teal circle (the same drawing as public/favicon.svg, the
 * browser tab's icon). Drawn in the page rather than as an <img> of that file: an SVG image costs
 * the browser a document of its own at start-up (docs/STARTUP.md, "Nineteenth look"). Decorative;
 * the name is always written beside it.
 */
export default function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
      <circle cx="16" cy="16" r="16" fill="#0f6b63" />
      <path d="M16 24.5s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 16 11.9a4.2 4.2 0 0 1 7.5 2.5c0 5.5-7.5 10.1-7.5 10.1z" fill="#f2a65a" />
    </svg>
  );
}
