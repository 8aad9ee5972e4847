/** A content page: its address without the leading slash, title, one-line lead and Markdown body. */
export interface SeedPage {
  slug: string;
  title: string;
  lead: string;
  body: string;
}
