import type { Knex } from 'knex';
import { queryPhrasesOf, type QueryPhrase } from '../../../../migrations/helpers/searchIndex';

export type { QueryPhrase };
import { isMysql, type Db } from './knex';

// The index's format is the one migration 0022 built (migrations/helpers/searchIndex.ts); the app
// writes and asks in that same format, so both come from there.
export { writeCommentTerms, writePostTerms } from '../../../../migrations/helpers/searchIndex';

/** Where in a post the words are looked for. */
export type PostTextField = 'title' | 'content' | 'titleContent';

const SQLITE_COLUMNS: Record<PostTextField, string> = { title: '{title}', content: '{content}', titleContent: '{title content}' };
const MYSQL_COLUMNS: Record<PostTextField, string> = { title: 'title_terms', content: 'content_terms', titleContent: 'title_terms, content_terms' };

/** FTS5: every phrase, AND-ed ("t1 t2" for adjacent tokens, `*` for a prefix). Tokens are base-36 words: nothing to escape. */
const fts5Query = (phrases: QueryPhrase[]) => phrases.map(({ tokens, prefix }) => `"${tokens.join(' ')}"${prefix ? ' *' : ''}`).join(' AND ');

/** InnoDB boolean mode: every phrase required; a prefix cannot end a quoted phrase there, so it is required beside it. */
function booleanQuery(phrases: QueryPhrase[]): string {
  return phrases
    .map(({ tokens, prefix }) => {
      const whole = prefix ? tokens.slice(0, -1) : tokens;
      const parts = whole.length > 1 ? [`+"${whole.join(' ')}"`] : whole.map((token) => `+${token}`);
      if (prefix) parts.push(`+${tokens[tokens.length - 1]}*`);
      return parts.join(' ');
    })
    .join(' ');
}

/** The phrases the query words ask for (an empty list matches nothing). */
export const phrasesOf = (words: readonly string[]): QueryPhrase[] => words.flatMap(queryPhrasesOf);

/** Ids of the posts whose field holds every word: a subquery on the full-text index. */
export function postIdsMatching(db: Db, field: PostTextField, phrases: QueryPhrase[]): Knex.QueryBuilder {
  if (isMysql(db)) {
    return db('post_search').select('post_id').whereRaw(`MATCH(${MYSQL_COLUMNS[field]}) AGAINST (? IN BOOLEAN MODE)`, [booleanQuery(phrases)]);
  }
  return db('post_search').select('rowid').whereRaw('post_search MATCH ?', [`${SQLITE_COLUMNS[field]} : (${fts5Query(phrases)})`]);
}

/** Ids of the comments that hold every word. */
export function commentIdsMatching(db: Db, phrases: QueryPhrase[]): Knex.QueryBuilder {
  if (isMysql(db)) return db('comment_search').select('comment_id').whereRaw('MATCH(terms) AGAINST (? IN BOOLEAN MODE)', [booleanQuery(phrases)]);
  return db('comment_search').select('rowid').whereRaw('comment_search MATCH ?', [fts5Query(phrases)]);
}
