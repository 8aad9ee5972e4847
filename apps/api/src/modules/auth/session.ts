import { RedisStore } from 'connect-redis';
import session from 'express-session';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../../config/env';
import type { Db } from '../../db/knex';
import type { RedisClient } from '../../redis/redisClient';
import { KnexSessionStore } from './sessionStore';

import { hasSessionCookie, SESSION_COOKIE } from '@nanum/shared/sessionCookie';

export { SESSION_COOKIE };

declare module 'express-session' {
  interface SessionData {
    /** When the login began (ms since epoch), for the absolute lifetime. */
    loginAt?: number;
    /** When the idle expiry was last renewed (ms since epoch): a change, so the session is saved and its cookie sent. */
    renewedAt?: number;
    passport?: { user?: SessionUserRef };
    /** Where to send the browser after a social login (a path on this site). */
    returnTo?: string;
    /** When the logged-in member last proved themselves at a linked provider (ms since epoch): a social login started while logged in. */
    socialProofAt?: number;
  }
}

/** What passport keeps in the session: the user id and the user's session version at login. */
export interface SessionUserRef {
  id: number;
  v: number;
}

export type SessionConfig = Pick<Config, 'sessionSecret' | 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS' | 'TRUST_PROXY' | 'REDIS_PREFIX'>;

export interface Sessions {
  middleware: RequestHandler;
  /** Where sessions are kept (the only way to change one outside a request). */
  store: session.Store;
  /** Ends a login that outlived SESSION_ABSOLUTE_HOURS (run right after `middleware`). */
  enforceAbsoluteLifetime: RequestHandler;
  /** Renews the idle expiry, at most once every RENEW_INTERVAL_MS (run after `middleware`). */
  renewIdleExpiry: RequestHandler;
  /** Whether a session's login is past the absolute lifetime. */
  isLoginExpired(data: Partial<session.SessionData> | undefined): boolean;
  /**
   * When a session's login ends unless a request renews it (ms since the epoch): its idle expiry
   * or its absolute lifetime, whichever comes first; undefined when the session says neither.
   */
  loginEndsAt(data: Partial<session.SessionData> | undefined): number | undefined;
  close(): void;
}

/**
 * How often a session's idle expiry moves: its cookie is signed and sent again, and its row
 * written, at most once a minute per session, not on every answer (express-session's `rolling`
 * re-signs and re-sends the cookie on each one). The idle lifetime is at least 5 minutes, so a
 * session may end up to a minute before SESSION_IDLE_MINUTES after its last request. Neither
 * store is touched on the other answers (no EXPIRE per request in Redis; a touch failing during a
 * Redis outage came after the answer had begun and cut its connection).
 */
export const RENEW_INTERVAL_MS = 60 * 1000;

/**
 * Sessions: in the database by default, in Redis when REDIS_URL is set (shared by instances).
 * The cookie is httpOnly, SameSite=Lax, Secure when the site is served over TLS, and renewed while
 * the member is active (idle lifetime, see RENEW_INTERVAL_MS); the login itself ends after the
 * absolute lifetime.
 */
export function createSessions(config: SessionConfig, db: Db, redis?: RedisClient): Sessions {
  const knexStore = redis ? undefined : new KnexSessionStore(db);
  const store = redis ? new RedisStore({ client: redis, prefix: `${config.REDIS_PREFIX}sess:`, disableTouch: true }) : (knexStore as KnexSessionStore);
  const idleMs = config.SESSION_IDLE_MINUTES * 60 * 1000;
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 60 * 60 * 1000;

  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.TRUST_PROXY,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.TRUST_PROXY ? 'auto' : false, maxAge: idleMs },
  });

  const isLoginExpired = (data: Partial<session.SessionData> | undefined): boolean =>
    !!data?.loginAt && Date.now() - data.loginAt > absoluteMs;

  const loginEndsAt = (data: Partial<session.SessionData> | undefined): number | undefined => {
    // A session read from the store carries its expiry as text, one in a request as a Date.
    const idleEnd = data?.cookie?.expires ? new Date(data.cookie.expires).getTime() : Number.NaN;
    const ends = [idleEnd, data?.loginAt ? data.loginAt + absoluteMs : Number.NaN].filter(Number.isFinite);
    return ends.length ? Math.min(...ends) : undefined;
  };

  const enforceAbsoluteLifetime: RequestHandler = (req, _res, next) => {
    if (!isLoginExpired(req.session)) return next();
    // The old login ends; the request goes on as a visitor's, in a fresh empty session.
    req.session.regenerate((error) => next(error));
  };

  const renewIdleExpiry: RequestHandler = (req, _res, next) => {
    // A session read from the store carries the expiry of its last save; a new one a full lifetime.
    const expires = req.session?.cookie.expires;
    if (expires && expires.getTime() - Date.now() < idleMs - RENEW_INTERVAL_MS) req.session.renewedAt = Date.now();
    next();
  };

  return { middleware, store, renewIdleExpiry, enforceAbsoluteLifetime, isLoginExpired, loginEndsAt, close: () => knexStore?.close() };
}

/** The reads that start a session: the social login's start and return keep where to go back, and who links, in it. */
export const SESSION_STARTING_READS = /^\/api\/user\/login\/[^/?]+/;

/**
 * The session middlewares, passed by a visitor's read: a GET or HEAD without the session cookie
 * has no session to load and starts none (saveUninitialized is off), yet express-session would make
 * one (a random id, a hash of it, wrappers on the response) and passport its request helpers: about
 * a fifth of the work of answering a cached board list. Such a request goes on as a visitor's
 * (no req.user), as it would have; the reads in `startsOnRead` always get their session.
 */
export function skippedOnVisitorReads(middlewares: readonly RequestHandler[], startsOnRead: RegExp = SESSION_STARTING_READS): RequestHandler {
  const withSession = Router().use(...middlewares);
  return (req, res, next) => {
    const visitorRead = (req.method === 'GET' || req.method === 'HEAD') && !hasSessionCookie(req.headers.cookie) && !startsOnRead.test(req.originalUrl);
    if (visitorRead) next();
    else withSession(req, res, next);
  };
}
