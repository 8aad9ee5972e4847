/**
 * Shapes of the demo content. The data files hold plain Korean text and numbers; demo.ts turns
 * them into rows (ids, dates relative to "now", counts that match the inserted rows).
 * People are referred to by a short key (see people.ts), posts by an optional key.
 */

export interface SeedPerson {
  key: string;
  /** Present for the accounts printed as demo logins (Korean + English label). */
  role?: string;
  email: string;
  name: string;
  birthday: string;
  number: string;
  address: string;
  university?: string;
  department?: string;
  /** 0 unknown, 1 male, 2 female (SPEC section 3). */
  gender: 0 | 1 | 2;
  /** 0 unset, 1-16 (SPEC section 3 personality types). */
  mbti: number;
  /** Affiliation type (SPEC section 3). */
  type: number;
  rank: number;
  cardinal: number;
  /** 0 member, 1 operator, 2 admin. */
  power: number;
  certify: 0 | 1;
  endOfActivity?: 0 | 1;
  division?: string;
  team?: string;
  /** Account age, so that nothing the person wrote predates it. */
  joinedDaysAgo: number;
  lastLoginDaysAgo?: number;
}

export interface SeedReply {
  by: string;
  text: string;
  /** How many members recommended the comment (rows are inserted to match). */
  recommend?: number;
}

export interface SeedComment extends SeedReply {
  replies?: SeedReply[];
}

export interface SeedPost {
  /** Lets alarms and the survey point at this post. */
  key?: string;
  by: string;
  /** A kind name of the post's board. */
  kind: string;
  title: string;
  /** HTML limited to <p>, <ul>/<li> and <strong>. */
  content: string;
  daysAgo: number;
  visit: number;
  /** How many members recommended the post (rows are inserted to match). */
  recommend: number;
  pinned?: boolean;
  /** press: the article's address and the outlet. */
  link?: string;
  source?: string;
  /** video: the embedded player address. */
  videoUrl?: string;
  /** gallery: its pictures, stored as the post's uploaded images (the first is the thumbnail). */
  images?: SeedImage[];
  comments?: SeedComment[];
}

/** A picture of a gallery post: a file of migrations/seeds/data/gallery, uploaded as a member would. */
export interface SeedImage {
  /** File name in migrations/seeds/data/gallery (WebP). */
  file: string;
  /** The uploaded file's name, as a phone would send it (shown as the picture's name). */
  name: string;
  /** What the picture shows, for readers who do not see it. */
  alt: string;
}

export interface SeedBoard {
  href: string;
  name: string;
  description: string;
  layout: 'list' | 'gallery' | 'press' | 'video';
  perm: { list: number; read: number; write: number; comment: number; download: number };
  certifiedOnly: 0 | 1;
  kinds: { name: string; color: string }[];
}
