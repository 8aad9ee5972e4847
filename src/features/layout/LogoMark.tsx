/** The 나눔 mark: a warm heart held in a teal circle. Decorative; the name is always written beside it. */
export default function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
      <circle cx="16" cy="16" r="16" className="logo-mark-circle" />
      <path
        d="M16 24.5s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 16 11.9a4.2 4.2 0 0 1 7.5 2.5c0 5.5-7.5 10.1-7.5 10.1z"
        className="logo-mark-heart"
      />
    </svg>
  );
}
