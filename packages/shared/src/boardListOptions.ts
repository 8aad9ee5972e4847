// A board list's orders and search fields, kept apart from the rest of boardRules.ts (which
// re-exports them): a list page needs them and none of the access, file or report rules
// (docs/BUNDLES.md).

/** List orders: newest, most viewed, most recommended. */
export const BOARD_SORTS = ['newest', 'visit', 'recommend'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_SORT_LABELS = { newest: '최신순', visit: '조회순', recommend: '추천순' } as const satisfies Record<BoardSort, string>;

/** What a board's search looks in (the fields Gnuboard users know). */
export const BOARD_SEARCH_FIELDS = ['title', 'content', 'titleContent', 'author', 'comment'] as const;
export type BoardSearchField = (typeof BOARD_SEARCH_FIELDS)[number];
export const BOARD_SEARCH_FIELD_LABELS = { title: '제목', content: '내용', titleContent: '제목+내용', author: '작성자', comment: '댓글' } as const satisfies Record<
  BoardSearchField,
  string
>;

/** Longest search keyword. */
export const SEARCH_MAX_LENGTH = 50;
