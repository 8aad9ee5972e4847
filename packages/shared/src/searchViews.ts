/** What 통합검색 answers (GET /api/search; the /search page reads the same). */
import type { HighlightPiece, SearchKind, SearchPeriod } from './searchRules';

/** A found post: where it is, its title and a piece of its text around the words, both marked. */
export interface PostHitView {
  id: number;
  href: string;
  boardHref: string;
  boardName: string;
  title: HighlightPiece[];
  excerpt: HighlightPiece[];
  authorName: string | null;
  commentCount: number;
  date: string;
  secret: boolean;
}

/** A found content page, campaign or person of the directory: a link, a title and a line. */
export interface OtherHitView {
  id: number | string;
  href: string;
  title: HighlightPiece[];
  excerpt: HighlightPiece[];
  /** A small label beside the title (a campaign's dates, a person's position). */
  note: string;
}

export interface SearchGroupView<T> {
  kind: SearchKind;
  count: number;
  /** More match than `count` (posts are counted up to SEARCH_COUNT_LIMIT): shown as "1,000+". */
  more: boolean;
  hits: T[];
}

/** A board the viewer may read, for the board filter. */
export interface SearchBoardOption {
  href: string;
  name: string;
}

export interface SearchAnswer {
  q: string;
  /** The words that were looked for (what the page marks). */
  words: string[];
  kind: SearchKind | 'all';
  board: string | null;
  period: SearchPeriod;
  page: number;
  pageSize: number;
  /** How many of each kind match (the board and period filters count for posts only); posts at most SEARCH_COUNT_LIMIT (see the groups' `more`). */
  counts: Record<SearchKind, number>;
  posts: SearchGroupView<PostHitView>;
  pages: SearchGroupView<OtherHitView>;
  campaigns: SearchGroupView<OtherHitView>;
  members: SearchGroupView<OtherHitView>;
  boards: SearchBoardOption[];
}
