import sharp from 'sharp';
import request from 'supertest';
import type { PermissionCode } from '@nanum/shared/codes';
import type { BoardLayout } from '@nanum/shared/boardRules';
import type { Db } from '../../db/knex';
import { insertedId } from '../../db/values';
import { indexAllPostsAndComments } from '../../db/fullText';
import { createTestUser, loginCookie } from '../../test/fixtures';
import type { TestApp } from '../../test/testApp';

/** A board for a test: one permission code for every action unless `perm` says otherwise. */
export async function createBoard(
  db: Db,
  href: string,
  options: { permission?: PermissionCode; perm?: Partial<Record<'list' | 'read' | 'write' | 'comment' | 'download', PermissionCode>>; certifiedOnly?: boolean; layout?: BoardLayout; kinds?: string[] } = {},
): Promise<{ id: number; kinds: number[] }> {
  const all = options.permission ?? 2;
  const perm = { list: all, read: all, write: all, comment: all, download: all, ...options.perm };
  const id = insertedId(
    await db('boards').insert({
      href,
      name: `${href} 게시판`,
      layout: options.layout ?? 'list',
      perm_list: perm.list,
      perm_read: perm.read,
      perm_write: perm.write,
      perm_comment: perm.comment,
      perm_download: perm.download,
      certified_only: options.certifiedOnly ? 1 : 0,
    }),
  );
  const kinds: number[] = [];
  for (const [sort, name] of (options.kinds ?? ['일반', '질문']).entries()) {
    kinds.push(insertedId(await db('board_kinds').insert({ board_id: id, name, color: '#0d6efd', sort })));
  }
  return { id, kinds };
}

export interface Actor {
  id: number;
  name: string;
  cookie: string;
}

/** The actors of the permission matrix, logged in through the real API. */
export async function createActors(t: TestApp): Promise<Record<'uncertified' | 'member' | 'other' | 'operator' | 'admin', Actor>> {
  const make = async (name: string, overrides: Parameters<typeof createTestUser>[1]) => {
    const user = await createTestUser(t.db, { name, ...overrides });
    return { id: user.id, name, cookie: await loginCookie(t.app, user.email) };
  };
  return {
    uncertified: await make('미인증회원', { certify: false }),
    member: await make('김나눔', {}),
    other: await make('이봉사', {}),
    operator: await make('운영자', { power: 1 }),
    admin: await make('관리자', { power: 2 }),
  };
}

/** A small real PNG of the given size. */
export function pngOf(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
}

/** Writes a post through the API and answers its id (fails the test on refusal). */
export async function writePostAs(t: TestApp, cookie: string, board: string, body: Record<string, unknown>): Promise<number> {
  const res = await request(t.app).post(`/api/community/boards/${board}/posts`).set('cookie', cookie).send({ title: '제목', content: '<p>내용</p>', ...body });
  if (res.status !== 200) throw new Error(`write failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Uploads an attachment through the API and answers its id. */
export async function uploadFileAs(t: TestApp, cookie: string, board: string, name: string, data: Buffer): Promise<number> {
  const res = await request(t.app).post(`/api/community/boards/${board}/uploads/file`).set('cookie', cookie).attach('file', data, name);
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Posts and comments a test inserted straight into the tables (not through the API) into the search index, as the migration's backfill does. */
export const indexInserted = (db: Db): Promise<void> => indexAllPostsAndComments(db);
