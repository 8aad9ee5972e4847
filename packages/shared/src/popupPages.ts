/**
 * Pages where the pop-up announcement is never shown: the member is filling a form (joining,
 * finding an account, the identity check) or reading the legal texts, and a pop-up over them only
 * gets in the way. Every other page may show it (SPEC sections 3 and 7).
 */
const pagesWithoutPopup = new Set(['/author/join', '/author/find', '/certify', '/terms.html', '/privacy.html']);

/** Whether the pop-up may be shown on the page at `path` (a path, with or without query or hash). */
export function popupShownOn(path: string): boolean {
  const pathname = (path.split(/[?#]/, 1)[0] ?? '').replace(/(.)\/+$/, '$1');
  return !pagesWithoutPopup.has(pathname);
}
