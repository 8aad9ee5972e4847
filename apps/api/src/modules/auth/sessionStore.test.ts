import type session from 'express-session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../../test/testDb';
import { KnexSessionStore } from './sessionStore';

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

  it('a destroyed session is gone', async () => {
    await call((done) => store.set('gone', data(new Date(Date.now() + 3_600_000)), done));
    await call((done) => store.destroy('gone', done));
    expect(await t.db('sessions').where({ sid: 'gone' }).first()).toBeUndefined();
    expect(await call((done) => store.get('gone', done))).toBeNull();
  });

  it('answers a read from memory once the row is known, and every write goes to the table first', async () => {
    const expires = new Date(Date.now() + 3_600_000);
    await call((done) => store.set('kept', { ...data(expires), loginAt: 1 } as session.SessionData, done));
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    t.db.on('query', onQuery);
    try {
      expect(await call<session.SessionData | null>((done) => store.get('kept', done))).toMatchObject({ loginAt: 1 });
      expect(queries).toHaveLength(0);
      // A change is written before it is answered: the table and the next read agree.
      await call((done) => store.set('kept', { ...data(expires), loginAt: 2 } as session.SessionData, done));
      expect(JSON.parse((await t.db('sessions').where({ sid: 'kept' }).first('sess')).sess)).toMatchObject({ loginAt: 2 });
      expect(await call<session.SessionData | null>((done) => store.get('kept', done))).toMatchObject({ loginAt: 2 });
      await call((done) => store.destroy('kept', done));
      expect(await call((done) => store.get('kept', done))).toBeNull();
    } finally {
      t.db.off('query', onQuery);
    }
  });

  it('reads a row it has not seen from the table, and each read gets its own copy', async () => {
    await call((done) => store.set('other', data(new Date(Date.now() + 3_600_000)), done));
    const fresh = new KnexSessionStore(t.db);
    try {
      const first = await call<(session.SessionData & { mark?: number }) | null>((done) => fresh.get('other', done));
      expect(first?.cookie).toBeDefined();
      (first as { mark?: number }).mark = 1; // express-session changes the object it is given
      expect(await call<(session.SessionData & { mark?: number }) | null>((done) => fresh.get('other', done))).not.toHaveProperty('mark');
    } finally {
      fresh.close();
    }
  });

  it('does not answer a session past its expiry from memory', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-22T10:00:00Z');
    vi.setSystemTime(start);
    await call((done) => store.set('brief', data(new Date(start.getTime() + 60_000)), done));
    expect(await call((done) => store.get('brief', done))).not.toBeNull();
    vi.setSystemTime(new Date(start.getTime() + 61_000));
    expect(await call((done) => store.get('brief', done))).toBeNull();
    vi.useRealTimers();
  });
});
