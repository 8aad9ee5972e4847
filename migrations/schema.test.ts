import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../apps/api/src/test/testDb';
import { migrateRollbackAll } from '../apps/api/src/db/migrate';
import { insertedId, toDbDate, toIso } from '../apps/api/src/db/values';

const TABLES = [
  'users', 'social_identities', 'divisions', 'teams', 'sessions', 'alarms', 'boards', 'board_kinds', 'posts', 'comments',
  'post_recommendations', 'comment_recommendations', 'reports', 'attachments', 'surveys', 'survey_questions',
  'survey_options', 'survey_answers', 'partners', 'corporations', 'popup_contents', 'popup_hides', 'endorsers',
  'org_members', 'campaigns', 'campaign_participations', 'email_codes', 'password_reset_tokens', 'post_visits',
  'survey_responses', 'site_settings', 'site_pages', 'certificates', 'certificate_participations', 'post_drafts',
  'participation_attendance',
  'post_search', 'comment_search',
  'push_devices', 'push_outbox', 'notification_settings', 'alarm_fanouts',
  'donations', 'donation_receipts', 'donation_pledges',
  'post_draft_images',
];

describe.each(testDialects())('schema (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.drop();
  });

  async function user(email: string): Promise<number> {
    return insertedId(await t.db('users').insert({ email, name: '홍길동' }));
  }

  async function post(userId: number): Promise<number> {
    const boardId = insertedId(
      await t.db('boards').insert({ href: `b${userId}`, name: '공지사항', perm_list: 2, perm_read: 2, perm_write: 0, perm_comment: 1, perm_download: 2 }),
    );
    return insertedId(await t.db('posts').insert({ board_id: boardId, user_id: userId, title: '제목', content: '<p>내용</p>' }));
  }

  it('creates every table of the domain', async () => {
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(true);
  });

  it('allows one account per email', async () => {
    await user('one@nanum.example');
    await expect(user('one@nanum.example')).rejects.toThrow();
  });

  it('enforces foreign keys', async () => {
    await expect(t.db('alarms').insert({ user_id: 999_999, title: '알림', description: '' })).rejects.toThrow();
  });

  it('allows one recommendation per user per post', async () => {
    const userId = await user('rec@nanum.example');
    const postId = await post(userId);
    await t.db('post_recommendations').insert({ post_id: postId, user_id: userId });
    await expect(t.db('post_recommendations').insert({ post_id: postId, user_id: userId })).rejects.toThrow();
  });

  it('allows one social identity per provider account', async () => {
    const userId = await user('sns@nanum.example');
    await t.db('social_identities').insert({ user_id: userId, provider: 'kakao', provider_user_id: '12345' });
    await expect(t.db('social_identities').insert({ user_id: userId, provider: 'kakao', provider_user_id: '12345' })).rejects.toThrow();
  });

  it('deletes a member’s alarms with the member', async () => {
    const userId = await user('gone@nanum.example');
    await t.db('alarms').insert({ user_id: userId, title: '환영합니다', description: '가입을 축하드립니다.' });
    await t.db('users').where({ id: userId }).delete();
    expect(await t.db('alarms').where({ user_id: userId })).toHaveLength(0);
  });

  it('keeps Korean text and emoji intact (utf8mb4)', async () => {
    const userId = await user('emoji@nanum.example');
    const text = '나눔으로 더 따뜻한 세상 🌱🤝';
    const id = insertedId(await t.db('alarms').insert({ user_id: userId, title: text, description: text }));
    const row = await t.db('alarms').where({ id }).first();
    expect(row.title).toBe(text);
  });

  it('stores timestamps in UTC and reads them back as the same instant', async () => {
    const userId = await user('time@nanum.example');
    const at = new Date('2026-03-01T09:30:00Z');
    const id = insertedId(await t.db('alarms').insert({ user_id: userId, title: 't', description: '', created_at: toDbDate(at) }));
    const row = await t.db('alarms').where({ id }).first();
    expect(toIso(row.created_at)).toBe('2026-03-01T09:30:00.000Z');
    const fresh = insertedId(await t.db('alarms').insert({ user_id: userId, title: 'now', description: '' }));
    const defaulted = await t.db('alarms').where({ id: fresh }).first();
    expect(Math.abs(Date.parse(toIso(defaulted.created_at) as string) - Date.now())).toBeLessThan(60_000);
  });

  it('marks a push to hold at night only when told (earlier rows, activity alarms, are not held)', async () => {
    const userId = await user('night@nanum.example');
    const deviceId = insertedId(await t.db('push_devices').insert({ user_id: userId, token: `night-${'n'.repeat(30)}`, platform: 'ios' }));
    const plain = insertedId(await t.db('push_outbox').insert({ device_id: deviceId, user_id: userId, kind: 'comment', title: '댓글' }));
    const held = insertedId(await t.db('push_outbox').insert({ device_id: deviceId, user_id: userId, kind: 'broadcast', title: '(광고) 후원의 밤', hold_at_night: true }));
    const rows = (await t.db('push_outbox').whereIn('id', [plain, held]).orderBy('id').pluck('hold_at_night')) as (number | boolean)[];
    expect(rows.map(Boolean)).toEqual([false, true]);
  });

  it('gives monthly pledges a charge lease and gifts by 가상계좌 their account', async () => {
    for (const column of ['claimed_by', 'claimed_until']) expect(await t.db.schema.hasColumn('donation_pledges', column), column).toBe(true);
    for (const column of ['account_bank', 'account_number', 'account_holder', 'account_due_at']) expect(await t.db.schema.hasColumn('donations', column), column).toBe(true);
  });

  it('rolls every migration back and forth', async () => {
    await migrateRollbackAll(t.db);
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(false);
    await t.db.migrate.latest({ migrationSource: (await import('./index')).migrationSource });
    for (const table of TABLES) expect(await t.db.schema.hasTable(table), table).toBe(true);
    // Forty-odd migrations down and up again, each a DDL statement MariaDB commits on its own: a few
    // seconds alone, but more than the default 20 on a machine busy with other suites.
  }, 90_000);
});
