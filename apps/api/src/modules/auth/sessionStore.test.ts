import type session from 'express-session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { KnexSessionStore, TOUCH_INTERVAL_MS } from './sessionStore';

const call = <T>(run: (done: (err?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value))));

const data = (expires: Date) => ({ cookie: { expires, originalMaxAge: 3_600_000 } }) as unknown as session.SessionData;

describe.each(testDialects())('KnexSessionStore (%s)', (dialect) => {
  let t: TestDb;
  let store: KnexSessionStore;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    store = new KnexSessionStore(t.db);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.drop();
  });

  const expiredOf = async (sid: string) => String((await t.db('sessions').where({ sid }).first('expired'))?.expired);

  it('writes a rolled expiry at most once a minute per session, then again after the interval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-22T08:00:00Z');
    vi.setSystemTime(start);
    await call((done) => store.set('touchy', data(new Date(start.getTime() + 3_600_000)), done));
    const written = await expiredOf('touchy');

    vi.setSystemTime(new Date(start.getTime() + 30_000));
    await call((done) => store.touch('touchy', data(new Date(start.getTime() + 30_000 + 3_600_000)), done));
    expect(await expiredOf('touchy')).toBe(written);

    vi.setSystemTime(new Date(start.getTime() + TOUCH_INTERVAL_MS + 1000));
    await call((done) => store.touch('touchy', data(new Date(start.getTime() + TOUCH_INTERVAL_MS + 1000 + 3_600_000)), done));
    expect(await expiredOf('touchy')).toContain('09:01:01');
    vi.useRealTimers();
  });

  it('a destroyed session is gone and not touched back', async () => {
    await call((done) => store.set('gone', data(new Date(Date.now() + 3_600_000)), done));
    await call((done) => store.destroy('gone', done));
    await call((done) => store.touch('gone', data(new Date(Date.now() + 7_200_000)), done));
    expect(await t.db('sessions').where({ sid: 'gone' }).first()).toBeUndefined();
    expect(await call((done) => store.get('gone', done))).toBeNull();
  });
});
