// What is shown in place of an absent value or a departed author, kept apart from display.ts
// (which re-exports them): the date formatters and a post's author line need them, and a page
// that writes a date or an author's name need not carry the profile helpers (docs/BUNDLES.md).

/** What an absent or unreadable value shows ("-"). */
export const DASH_LABEL = '-';
/** Shown instead of the author of a post or comment whose member has left. */
export const WITHDRAWN_AUTHOR_LABEL = '탈퇴한 회원';
