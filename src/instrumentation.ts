import type { Instrumentation } from 'next';
import { PAGE_ERROR_LOG, type PageErrorLog } from '@nanum/shared/pageErrors';

/** A page's server-side failure, logged by the server's logger (never the request's headers: cookies). */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const log = (globalThis as { [PAGE_ERROR_LOG]?: PageErrorLog })[PAGE_ERROR_LOG];
  const failed = { method: request.method, path: request.path.split('?')[0] ?? '', route: context.routePath };
  if (log) log(error, failed);
  else console.error('page render failed', failed, error);
};
