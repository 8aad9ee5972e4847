import type { Request, RequestHandler, Response } from 'express';
import { idParamSchema } from '@nanum/shared/rowId';
import { boardHrefSchema } from '@nanum/shared/boardSchemas';
import { hasSessionCookie, popupVisitorIdOf } from '@nanum/shared/sessionCookie';
import { SERVER_READS, type ServerReadAnswer, type ServerReads } from '@nanum/shared/serverReads';
import { searchQuerySchema } from '@nanum/shared/searchSchemas';
import { memberCategorySchema } from '@nanum/shared/siteContent';
import type { CommunityDeps } from '../modules/community/community.deps';
import { getBoard, getBoardList, readPost } from '../modules/community/post.service';
import { displayFor } from '../modules/popup/popupDisplay.service';
import { readCampaign } from '../modules/youth/campaignRead.service';
import { search } from '../modules/search/search.service';
import { readContentPage, readEndorsers, readHomeLatest, readMemberDirectory, readSiteSettings } from '../modules/site/site.service';
import { clientIp } from './rateLimit';
import type { ErrorAnswer } from './errorHandler';
import { parseOrThrow } from './validate';

export interface ServerReadsDeps extends CommunityDeps {
  /** The site's public address (config.publicUrl): the pages' canonical and og:url. */
  publicUrl: string;
  errorAnswer: ErrorAnswer;
  /** The API's session middlewares (session, lifetime checks, passport), run on a page request when a read needs its viewer. */
  session: readonly RequestHandler[];
  /** The searches' count per address (modules/search/searchLimit.ts), the same one GET /api/search passes. */
  searchLimit: RequestHandler;
}

/**
 * Before the web handler: gives every page request its in-process reads
 * (packages/shared/src/serverReads.ts), so a page's data costs no HTTP request to the API. Each
 * read runs what its /api route runs, as the viewer: the route's validation, the service with the
 * session's user (loaded on the first read that needs it, with the API's own session middlewares,
 * so an expired login ends and an idle expiry is renewed as on any API request), the visitor's
 * address as the API reads it (clientIp), the error handler's answers, and a JSON round
 * trip so the page gets the very value the API would send.
 */
export function serverReads(deps: ServerReadsDeps): RequestHandler {
  return (req, res, next) => {
    (req as Request & { [SERVER_READS]?: ServerReads })[SERVER_READS] = readsOf(deps, req, res);
    next();
  };
}

function readsOf(deps: ServerReadsDeps, req: Request, res: Response): ServerReads {
  const { db, errorAnswer } = deps;
  let loading: Promise<Express.User | undefined> | undefined;
  /** The page's viewer: the user of its session cookie, if any (a request without the cookie never touches the session store). */
  const viewer = () => (loading ??= hasSessionCookie(req.headers.cookie) ? runEach(deps.session, req, res).then(() => req.user) : Promise.resolve(undefined));
  const answer = <T>(path: string, read: () => Promise<T>): Promise<ServerReadAnswer<T>> => answerOf(errorAnswer, path, read);
  return {
    origin: deps.publicUrl,
    signedIn: async () => Boolean(await viewer()),
    post: (postId) => answer(`/api/community/posts/${postId}`, async () => readPost(deps, await viewer(), parseOrThrow(idParamSchema, postId), clientIp(req))),
    board: (href) => answer(`/api/community/boards/${href}`, async () => getBoard(deps, await viewer(), parseOrThrow(boardHrefSchema, href))),
    boardList: (href, query) =>
      answer(`/api/community/boards/${href}/posts`, async () => getBoardList(deps, await viewer(), parseOrThrow(boardHrefSchema, href), query)),
    search: (query) =>
      answer('/api/search', async () => {
        // Counted as the API route counts it, before the query is read: a page's search is a search.
        await runEach([deps.searchLimit], req, res);
        return search(db, await viewer(), parseOrThrow(searchQuerySchema, query));
      }),
    popup: () => answer('/api/popup/get/display', async () => displayFor(db, { userId: (await viewer())?.id ?? null, visitorId: popupVisitorIdOf(req.headers.cookie) }, new Date(), deps.readCache)),
    contentPage: (slug) => answer(`/api/site/page/${slug}`, () => readContentPage(db, slug)),
    memberDirectory: (category) => answer('/api/site/members', () => readMemberDirectory(db, parseOrThrow(memberCategorySchema, { page: category }).page)),
    homeLatest: () => answer('/api/site/home', () => readHomeLatest(db)),
    endorsers: () => answer('/api/site/endorsers', () => readEndorsers(db)),
    siteSettings: () => answer('/api/site/settings', () => readSiteSettings(db)),
    campaign: (id) => answer(`/api/youth/campaigns/${id}`, async () => readCampaign(db, await viewer(), parseOrThrow(idParamSchema, id))),
  };
}

/** Runs Express middlewares one after the other on this request, as a router would; rejects with the error one passes on. */
function runEach(handlers: readonly RequestHandler[], req: Request, res: Response): Promise<void> {
  return handlers.reduce<Promise<void>>(
    (previous, handler) => previous.then(() => new Promise<void>((resolve, reject) => void handler(req, res, (error?: unknown) => (error ? reject(error) : resolve())))),
    Promise.resolve(),
  );
}

async function answerOf<T>(errorAnswer: ErrorAnswer, path: string, read: () => Promise<T>): Promise<ServerReadAnswer<T>> {
  try {
    return { status: 200, data: JSON.parse(JSON.stringify(await read())) as T };
  } catch (error) {
    return errorAnswer(error, path, 'GET');
  }
}
