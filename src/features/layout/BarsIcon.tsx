/**
 * The three bars of the phone menu's toggle, drawn in the page instead of Bootstrap's
 * .navbar-toggler-icon (an SVG background image: a document of its own at start-up).
 */
export default function BarsIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}
