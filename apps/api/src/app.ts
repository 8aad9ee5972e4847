import express, { type Express, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Config } from './config/env';
import type { Db } from './db/knex';
import { apiNotFound, errorHandler } from './http/errorHandler';
import type { Logger } from './http/logger';
import { sameOrigin } from './http/sameOrigin';
import { securityHeaders } from './http/security';
import type { Auth } from './modules/auth/auth';
import { authRouter } from './modules/auth/auth.router';
import { accountRouter } from './modules/account/account.router';
import type { Mailer } from './modules/mail/mailer';
import { socialRouter } from './modules/auth/social/social.router';
import { systemRouter } from './modules/system/system.router';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  auth: Auth;
  /** Sends the account mails (sign-up codes, reset links). */
  mailer: Mailer;
  /** Handles every non-/api path (the Next.js request handler); absent when the API runs alone. */
  web?: RequestHandler;
}

/** The Express app without listen(): /api routes, security headers, logging, errors, then the web. */
export function createApp({ config, db, logger, auth, mailer, web }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.use(securityHeaders({ dev: config.NODE_ENV === 'development', tls: config.TRUST_PROXY }));

  const api = express.Router();
  api.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  api.use(sameOrigin);
  api.use(systemRouter(db));
  api.use(express.json({ limit: '1mb' }));
  api.use(express.urlencoded({ extended: false, limit: '1mb' }));
  api.use(auth.sessions.middleware, auth.sessions.enforceAbsoluteLifetime, auth.passport.session());
  api.use(authRouter(db, auth.passport, auth.limiter, config.LOGIN_LIMIT_PER_IP));
  api.use(accountRouter({ db, config, mailer, logger, limiter: auth.limiter }));
  api.use(socialRouter(db, config, auth.passport, auth.limiter));
  api.use(apiNotFound);
  api.use(errorHandler(logger));
  app.use('/api', api);

  if (web) app.use(web);
  return app;
}
