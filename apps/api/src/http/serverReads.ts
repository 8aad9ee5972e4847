import type { Request, RequestHandler } from 'express';
import { idParamSchema } from '@nanum/shared/alarmSchemas';
import { hasSessionCookie, popupVisitorIdOf } from '@nanum/shared/sessionCookie';
import { SERVER_READS, type ServerReadAnswer, type ServerReads } from '@nanum/shared/serverReads';
import type { CommunityDeps } from '../modules/community/community.deps';
import { readPost } from '../modules/community/post.service';
import { displayFor } from '../modules/popup/popupDisplay.service';
import { clientAddressOf } from './clientAddress';
import type { ErrorAnswer } from './errorHandler';
import { parseOrThrow } from './validate';

/**
 * Before the web handler: gives the page request of a visitor without a session its in-process
 * reads (packages/shared/src/serverReads.ts), so that rendering a post costs no loopback HTTP
 * request (client, socket, parser, security headers, session and JSON on both ends). Each read
 * runs what its API route runs for a visitor: the route's validation, the service with no viewer
 * and the visitor's address (clientAddressOf, as the API reads it behind the proxy), the error handler's
 * answers, and a JSON round trip so the page gets the very value the API would send.
 */
export function serverReads(deps: CommunityDeps, errorAnswer: ErrorAnswer): RequestHandler {
  return (req, _res, next) => {
    if (!hasSessionCookie(req.headers.cookie)) (req as Request & { [SERVER_READS]?: ServerReads })[SERVER_READS] = visitorReads(deps, errorAnswer, req);
    next();
  };
}

function visitorReads(deps: CommunityDeps, errorAnswer: ErrorAnswer, req: Request): ServerReads {
  return {
    post: (postId) => answer(errorAnswer, `/api/community/posts/${postId}`, () => readPost(deps, undefined, parseOrThrow(idParamSchema, postId), clientAddressOf(req))),
    popup: () => answer(errorAnswer, '/api/popup/get/display', () => displayFor(deps.db, { userId: null, visitorId: popupVisitorIdOf(req.headers.cookie) }, new Date(), deps.readCache)),
  };
}

async function answer<T>(errorAnswer: ErrorAnswer, path: string, read: () => Promise<T>): Promise<ServerReadAnswer<T>> {
  try {
    return { status: 200, data: JSON.parse(JSON.stringify(await read())) as T };
  } catch (error) {
    return errorAnswer(error, path, 'GET');
  }
}
