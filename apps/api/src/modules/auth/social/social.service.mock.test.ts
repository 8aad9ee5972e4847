import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../../../test/testDb';
import * as repo from './social.repo';
import { signInWithSocial } from './social.service';

vi.mock('./social.repo', async (importOriginal) => {
  const original = await importOriginal<typeof repo>();
  return { ...original, insertIdentity: vi.fn(original.insertIdentity) };
});

describe.each(testDialects())('creating a social account (%s)', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('writes the account and its identity together or not at all', async () => {
    vi.mocked(repo.insertIdentity).mockRejectedValueOnce(new Error('the database went away'));
    const profile = { provider: 'google' as const, id: '1099', email: 'half@example.com', name: '반쪽' };

    await expect(signInWithSocial(t.db, profile)).rejects.toThrow('the database went away');
    expect(await t.db('users').where({ email: 'half@example.com' })).toHaveLength(0);

    const outcome = await signInWithSocial(t.db, profile);
    expect(outcome).toMatchObject({ kind: 'login', created: true, user: { email: 'half@example.com', passport: 3, certify: 0 } });
    expect(await t.db('social_identities').where({ provider: 'google', provider_user_id: '1099' })).toHaveLength(1);
  });
});
