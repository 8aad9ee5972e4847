/** Tells screen readers that a link opens a new window. */
export default function ExternalMark() {
  return <span className="visually-hidden"> (새 창)</span>;
}
