import sharp from 'sharp';
import type { Db } from '../../db/knex';
import { createTestUser, loginCookie } from '../../test/fixtures';
import type { TestApp } from '../../test/testApp';

/** The actors of the admin rules (SPEC section 6) with their session cookies. */
export interface AdminActors {
  /** Refused: visitor (no cookie), uncertified user, member, an operator with hidden 1. */
  refused: Array<{ who: string; cookie: string | null; status: number }>;
  operator: { id: number; cookie: string };
  division: { id: number; cookie: string };
  admin: { id: number; cookie: string };
}

async function actor(t: TestApp, name: string, overrides: Parameters<typeof createTestUser>[1], hidden = 0) {
  const user = await createTestUser(t.db, { name, ...overrides });
  if (hidden) await t.db('users').where({ id: user.id }).update({ hidden });
  return { id: user.id, cookie: await loginCookie(t.app, user.email) };
}

export async function createAdminActors(t: TestApp): Promise<AdminActors> {
  const uncertified = await actor(t, '미인증', { certify: false });
  const member = await actor(t, '일반회원', {});
  const hiddenOperator = await actor(t, '숨김운영자', { power: 1 }, 1);
  return {
    refused: [
      { who: 'visitor', cookie: null, status: 401 },
      { who: 'uncertified user', cookie: uncertified.cookie, status: 403 },
      { who: 'member', cookie: member.cookie, status: 403 },
      { who: 'hidden operator', cookie: hiddenOperator.cookie, status: 403 },
    ],
    operator: await actor(t, '운영자', { power: 1 }),
    division: await actor(t, '본부장', { rank: 10 }),
    admin: await actor(t, '관리자', { power: 2 }),
  };
}

/** A real PNG of the given size and colour. */
export function pngImage(width = 320, height = 160, colour = { r: 30, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export async function auditEntries(db: Db, targetType: string) {
  return db('audit_log').where({ target_type: targetType }).orderBy('id');
}
