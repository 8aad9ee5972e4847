import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { AppError } from './AppError';
import { requireCertified, requireLogin } from './guards';
import { parseOrThrow } from './validate';

/**
 * Who may call a route: `'login'` (requireLogin), `'certified'` (requireCertified), or a guard
 * middleware of its own (requirePermission('DIVISION'), requireAdminArea...) that passes only a
 * logged-in user. Absent: anyone, visitors included.
 */
export type RouteAuth = 'login' | 'certified' | RequestHandler;

/** What a route takes: the zod schemas of its input, who may call it, and the middlewares in between. */
export interface RouteSpec {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  auth?: RouteAuth;
  /**
   * Middlewares run after the auth check and the params, before the query and body: a limit per
   * member, a multipart parser (whose fields the body schema then reads). Limits per address go
   * before route() instead.
   */
  use?: readonly RequestHandler[];
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's handler receives: its input parsed by the schemas, and the user (non-null when `auth` is set). */
export interface RouteInput<S extends RouteSpec> {
  params: Parsed<S['params']>;
  query: Parsed<S['query']>;
  body: Parsed<S['body']>;
  user: S['auth'] extends RouteAuth ? Express.User : Express.User | undefined;
  req: Request;
  res: Response;
}

/**
 * The handler's answer: an object is sent as JSON (`res.json`), undefined means the handler
 * answered itself (a redirect, a file, a stream).
 */
export type RouteHandler<S extends RouteSpec> = (input: RouteInput<S>) => unknown;

const guardOf = (auth: RouteAuth): RequestHandler => (auth === 'login' ? requireLogin : auth === 'certified' ? requireCertified : auth);

/**
 * One route's contract: the auth check, the params, then `use`, then query and body, each
 * validated with its shared zod schema (a failure answers 400 with the schema's first Korean
 * message: parseOrThrow), then the handler with typed input. Errors, thrown or rejected, reach the
 * error handler (Express 5 passes a rejected promise on).
 *
 *   router.post('/path', limiter, route({ body: schema, auth: 'login' }, async ({ body, user }) => ...))
 */
export function route<const S extends RouteSpec>(spec: S, handler: RouteHandler<S>): RequestHandler[] {
  const run: RequestHandler = async (req, res) => {
    const user = req.user;
    // The guard let only a logged-in user through; checked again so that the type is not a promise.
    if (spec.auth && !user) throw new AppError(401, LOGIN_REQUIRED_MESSAGE, 'LOGIN_REQUIRED');
    const input = {
      params: spec.params ? parseOrThrow(spec.params, req.params) : undefined,
      query: spec.query ? parseOrThrow(spec.query, req.query) : undefined,
      body: spec.body ? parseOrThrow(spec.body, req.body) : undefined,
      user,
      req,
      res,
    } as RouteInput<S>;
    const answer = await handler(input);
    if (answer !== undefined && !res.headersSent) res.json(answer);
  };
  const { params } = spec;
  // Bad params answer 400 before `use` spends a limit or reads an upload.
  const checkParams: RequestHandler[] =
    params && spec.use?.length
      ? [
          (req, _res, next) => {
            parseOrThrow(params, req.params);
            next();
          },
        ]
      : [];
  return [...(spec.auth ? [guardOf(spec.auth)] : []), ...checkParams, ...(spec.use ?? []), run];
}
