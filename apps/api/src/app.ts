import express, { type Express, type RequestHandler } from 'express';
import type { Config } from './config/env';
import type { Db } from './db/knex';
import { bodyEncoding, bodyParsers } from './http/bodyEncoding';
import { bodyText } from './http/bodyText';
import { apiNotFound, errorAnswer, errorHandler } from './http/errorHandler';
import { type Logger } from './http/logger';
import type { PageCache } from './http/pageCache';
import { postPageVisits } from './modules/community/postPageVisits';
import { requestLog } from './http/requestLog';
import { prefixRouter } from './http/prefixRouter';
import { createReadCache, invalidateOnWrite, type ReadCache } from './http/readCache';
import { sameOrigin } from './http/sameOrigin';
import { serverReads } from './http/serverReads';
import { feedsRouter } from './modules/feeds/feeds.router';
import { apiNoStore, securityHeaders } from './http/security';
import type { Auth } from './modules/auth/auth';
import { authRouter } from './modules/auth/auth.router';
import { skippedOnVisitorReads } from './modules/auth/session';
import { accountRouter } from './modules/account/account.router';
import type { Mailer } from './modules/mail/mailer';
import { socialRouter } from './modules/auth/social/social.router';
import { socialLinksRouter } from './modules/auth/social/socialLinks.router';
import { popupDisplayRouter } from './modules/popup/popupDisplay.router';
import { adminRouter } from './modules/admin/admin.router';
import { dashboardRouter } from './modules/admin/dashboard.router';
import { sitePageRouter } from './modules/admin/sitePage.router';
import { memberRouter } from './modules/admin/member.router';
import { moderationRouter } from './modules/admin/moderation.router';
import { deletedRouter } from './modules/admin/deleted.router';
import { corporationRouter } from './modules/corporation/corporation.router';
import { popupContentRouter } from './modules/popup/popupContent.router';
import { siteRouter } from './modules/site/site.router';
import { boardAdminRouter } from './modules/content/boardAdmin.router';
import { directoryRouter } from './modules/content/directory.router';
import { siteSettingsRouter } from './modules/content/siteSettings.router';
import { systemRouter } from './modules/system/system.router';
import { postDraftRouter } from './modules/community/postDraft.router';
import { alarmRouter } from './modules/alarm/alarm.router';
import { userContentRouter } from './modules/community/userContent.router';
import { filesRouter } from './modules/files/files.router';
import { profileRouter } from './modules/user/profile.router';
import { deviceRouter } from './modules/push/device.router';
import { notificationSettingsRouter } from './modules/push/notificationSettings.router';
import { unsubscribeRouter } from './modules/push/unsubscribe.router';
import { ownAccountRouter } from './modules/ownAccount/ownAccount.router';
import { boardRouter } from './modules/community/board.router';
import { searchRouter } from './modules/search/search.router';
import { searchLimit } from './modules/search/searchLimit';
import { uploadRouter } from './modules/community/upload.router';
import { certificateRouter } from './modules/youth/certificate.router';
import { organisationRouter } from './modules/youth/organisation.router';
import { youthRouter } from './modules/youth/youth.router';
import { attendanceRouter } from './modules/youth/attendance.router';
import { attendanceSigner } from './modules/youth/attendance.token';
import { donationRouter } from './modules/donation/donation.router';
import { donationPledgeRouter } from './modules/donation/donationPledge.router';
import { donationAdminRouter } from './modules/donation/donationAdmin.router';
import { donationWebhookRouter } from './modules/donation/donationWebhook.router';
import { createPortOne, paymentOrigins } from './modules/donation/portone';
import { rrnKeyOf } from './modules/donation/rrnCipher';
import type { RealtimeEmitter } from './realtime/realtimeEmitter';

export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  auth: Auth;
  /** Sends the account mails (sign-up codes, reset links). */
  mailer: Mailer;
  /** Pushes realtime events to users' sockets. */
  realtime: RealtimeEmitter;
  /** Public reads kept between writes (readCache.ts); one is made when absent. */
  readCache?: ReadCache;
  /** Handles every non-/api path (the Next.js request handler); absent when the API runs alone. */
  web?: RequestHandler;
  /** The cache of shared pages around `web` (made with this app's read cache: the same writes revalidate it). */
  pageCache?: PageCache;
}

/** Board list pages and posts kept at most 5 s (visit counts), at most 500 of them. */
export const READ_CACHE = { ttlMs: 5000, maxEntries: 500 };

/** The Express app without listen(): /api routes, security headers, logging, errors, then the web. */
export function createApp({ config, db, logger, auth, mailer, realtime, readCache = createReadCache(READ_CACHE), web, pageCache }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every API answer is no-store: an ETag (a hash of each body) would never be used.
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  // Online giving through PortOne (null when not configured).
  const portone = createPortOne(config);
  app.use(securityHeaders({ dev: config.NODE_ENV === 'development', tls: config.TRUST_PROXY, analytics: Boolean(config.NEXT_PUBLIC_GA_MEASUREMENT_ID), payments: portone ? paymentOrigins(config) : undefined }));

  const api = express.Router();
  api.use(requestLog(logger));
  api.use(apiNoStore);
  api.use(sameOrigin(config.publicUrl));
  api.use(bodyEncoding);
  api.use(invalidateOnWrite(readCache));
  const giving = { db, portone, mailer, logger, rrnKey: rrnKeyOf(config.DONOR_RRN_KEY) };
  // Health checks and stored files need no body or session, and PortOne's webhooks are verified
  // over their raw body: before them, and passed by the rest.
  api.use(prefixRouter([systemRouter(db, mailer), filesRouter(config.uploadDir), donationWebhookRouter(giving)]));
  api.use(bodyParsers('1mb'));
  api.use(bodyText);
  // The session and its user: for every API request after these, and for a page request when it reads as its viewer.
  const session = [auth.sessions.middleware, auth.sessions.enforceAbsoluteLifetime, auth.sessions.renewIdleExpiry, auth.passport.session()];
  // Searches per address, one count for GET /api/search and the /search page's in-process read.
  const searches = searchLimit(auth.limiter);
  api.use(skippedOnVisitorReads(session));
  // One dispatch on the first path segment: a request walks only the routers of its prefix.
  api.use(
    prefixRouter([
      authRouter({ db, passport: auth.passport, limiter: auth.limiter, config, realtime, readCache }),
      accountRouter({ db, config, mailer, logger, limiter: auth.limiter, realtime }),
      socialRouter({ db, config, passport: auth.passport, limiter: auth.limiter }),
      socialLinksRouter(db),
      alarmRouter({ db, readCache }),
      userContentRouter(db),
      profileRouter({ db, config, limiter: auth.limiter, realtime }),
      deviceRouter({ db, config, limiter: auth.limiter }),
      notificationSettingsRouter({ db, limiter: auth.limiter }),
      unsubscribeRouter({ db, secret: config.sessionSecret, limiter: auth.limiter }),
      ownAccountRouter({ db, config, mailer, limiter: auth.limiter, realtime, logger }),
      boardRouter({ db, realtime, config, readCache, limiter: auth.limiter }),
      postDraftRouter({ db, limiter: auth.limiter }),
      uploadRouter({ db, realtime, config, limiter: auth.limiter }),
      siteRouter(db),
      searchRouter({ db, limit: searches }),
      popupDisplayRouter({ db, limiter: auth.limiter }),
      youthRouter({ db, realtime, dailyCapMinutes: config.YOUTH_DAILY_CAP_HOURS * 60, limiter: auth.limiter }),
      attendanceRouter({ db, realtime, limiter: auth.limiter, signer: attendanceSigner(config.sessionSecret) }),
      certificateRouter({ db, config }),
      organisationRouter({ db, uploadDir: config.uploadDir }),
      corporationRouter({ db, uploadDir: config.uploadDir }),
      popupContentRouter({ db, uploadDir: config.uploadDir }),
      adminRouter(db),
      dashboardRouter(db, config.backupDir),
      sitePageRouter({ db, uploadDir: config.uploadDir }),
      boardAdminRouter(db),
      directoryRouter({ db, uploadDir: config.uploadDir }),
      siteSettingsRouter(db),
      memberRouter(db),
      moderationRouter({ db, realtime }),
      deletedRouter(db),
      donationPledgeRouter({ ...giving, limiter: auth.limiter }),
      donationRouter({ ...giving, limiter: auth.limiter }),
      donationAdminRouter({ ...giving, uploadDir: config.uploadDir, publicUrl: config.publicUrl }),
    ]),
  );
  api.use(apiNotFound);
  api.use(errorHandler(logger));
  app.use('/api', api);
  // robots.txt, the sitemap and the RSS feeds, at the top level, for crawlers and feed readers.
  app.use(feedsRouter({ db, publicUrl: config.publicUrl, readCache }), errorHandler(logger));

  // A page reads its data and its pop-up in process, as its viewer (serverReads.ts).
  // A post page served from the page cache still counts its visit (postPageVisits.ts).
  if (web) app.use(serverReads({ db, realtime, config, readCache, publicUrl: config.publicUrl, session, searchLimit: searches, errorAnswer: errorAnswer(logger) }), pageCache ? [postPageVisits({ db, realtime, config, readCache, logger }), pageCache.web, web] : web);
  return app;
}
