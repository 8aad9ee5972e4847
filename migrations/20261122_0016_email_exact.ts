import type { Knex } from 'knex';
import { canonicalEmail0016 as canonicalEmail, emailLookalikeKey0016 as emailLookalikeKey } from './helpers/emailKeys';
import { setTextComparison, type TextColumn } from './helpers/collation';

/**
 * Exact email comparison (security finding: on MySQL `MÉMBER@…` logged in as `member@…` under
 * utf8mb4_unicode_ci while SQLite compared bytes, and the login lockout keyed on the raw input).
 * - users.email, social_identities.email and email_codes.email compare exactly on both dialects
 *   (utf8mb4_bin on MySQL; SQLite's BINARY already), and hold the canonical address (trimmed,
 *   NFC, lower-case: canonicalEmail), the form every lookup normalises its input to.
 * - users.email_key (unique) holds emailLookalikeKey(email), so two accounts never differ only by
 *   case or accent. Rows inserted without it (outside the repos) keep NULL, which unique allows.
 * Existing rows that would collide are not merged or dropped: the migration stops, naming them.
 */
const USER_EMAIL: TextColumn = { table: 'users', column: 'email', length: 100, nullable: false };
const USER_EMAIL_KEY: TextColumn = { table: 'users', column: 'email_key', length: 100, nullable: true };
const OTHER_EMAILS: TextColumn[] = [
  { table: 'social_identities', column: 'email', length: 100, nullable: true },
  { table: 'email_codes', column: 'email', length: 100, nullable: false },
];
const KEY_INDEX = 'users_email_key_unique';
const CHUNK = 500;

interface UserEmail {
  id: number;
  email: string;
  canonical: string;
  key: string;
}

/** Ids of accounts whose addresses would share a value of `pick`, group by group. */
function collisions(users: UserEmail[], pick: (user: UserEmail) => string): number[][] {
  const groups = new Map<string, number[]>();
  for (const user of users) groups.set(pick(user), [...(groups.get(pick(user)) ?? []), user.id]);
  return [...groups.values()].filter((ids) => ids.length > 1);
}

async function normaliseColumn(knex: Knex, { table, column }: TextColumn): Promise<void> {
  const rows: { id: number; value: string | null }[] = await knex(table).whereNotNull(column).select('id', `${column} as value`);
  for (const row of rows) {
    if (row.value === null) continue;
    const canonical = canonicalEmail(row.value);
    if (canonical !== row.value) await knex(table).where({ id: row.id }).update({ [column]: canonical });
  }
}

export async function up(knex: Knex): Promise<void> {
  const rows: { id: number; email: string }[] = await knex('users').orderBy('id').select('id', 'email');
  const users = rows.map((row) => ({ id: Number(row.id), email: row.email, canonical: canonicalEmail(row.email), key: emailLookalikeKey(row.email) }));
  // Checked before anything changes (MySQL commits each ALTER at once).
  const clashes = collisions(users, (user) => user.key);
  if (clashes.length > 0) {
    throw new Error(
      `20261122_0016_email_exact: accounts whose emails differ only by case or accent must be merged or renamed first (user ids: ${clashes
        .map((ids) => ids.join('+'))
        .join(', ')})`,
    );
  }

  await setTextComparison(knex, USER_EMAIL, 'exact');
  for (const user of users) {
    if (user.canonical !== user.email) await knex('users').where({ id: user.id }).update({ email: user.canonical });
  }
  for (const column of OTHER_EMAILS) {
    await setTextComparison(knex, column, 'exact');
    await normaliseColumn(knex, column);
  }

  await knex.schema.alterTable('users', (t) => {
    t.string('email_key', USER_EMAIL_KEY.length).nullable();
  });
  await setTextComparison(knex, USER_EMAIL_KEY, 'exact');
  // Most keys are the address itself (plain ASCII): set those in bulk, the others one by one.
  const plain = users.filter((user) => user.key === user.canonical).map((user) => user.id);
  for (let start = 0; start < plain.length; start += CHUNK) {
    await knex('users').whereIn('id', plain.slice(start, start + CHUNK)).update({ email_key: knex.ref('email') });
  }
  for (const user of users) {
    if (user.key !== user.canonical) await knex('users').where({ id: user.id }).update({ email_key: user.key });
  }
  await knex.schema.alterTable('users', (t) => {
    t.unique(['email_key'], { indexName: KEY_INDEX });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropUnique(['email_key'], KEY_INDEX);
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_key');
  });
  for (const column of [USER_EMAIL, ...OTHER_EMAILS]) await setTextComparison(knex, column, 'folded');
}
