import { fcmMessage, type PushContent } from './fcmMessage';
import type { AccessTokens } from './fcmAuth';

/** What became of one send. */
export type SendOutcome =
  | { result: 'sent' }
  /** The token is no longer valid (UNREGISTERED, or INVALID_ARGUMENT about the token): remove the device. */
  | { result: 'gone'; reason: string }
  /** Try again, not before `afterMs` when FCM said so (Retry-After). */
  | { result: 'retry'; reason: string; afterMs?: number }
  | { result: 'failed'; reason: string };

export interface PushSender {
  send(content: PushContent): Promise<SendOutcome>;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

interface FcmError {
  error?: { status?: string; message?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

/**
 * Whether FCM refused the device's token rather than the message. UNREGISTERED (404) always means
 * the token; INVALID_ARGUMENT (400) means it only when FCM says so ("The registration token is not
 * a valid FCM registration token"): a message FCM finds malformed is INVALID_ARGUMENT too, and
 * must not cost every member their devices.
 */
function tokenRefused(status: number, code: string, body: FcmError): boolean {
  if (code === 'UNREGISTERED' || status === 404) return true;
  return code === 'INVALID_ARGUMENT' && /registration token/i.test(body.error?.message ?? '');
}

function errorCodeOf(body: FcmError): string {
  const detail = body.error?.details?.find((d) => d.errorCode)?.errorCode;
  return detail ?? body.error?.status ?? 'UNKNOWN';
}

/**
 * Sends through FCM HTTP v1 (`{apiUrl}/v1/projects/{projectId}/messages:send`) with the service
 * account's bearer token. A 401 (the token revoked or expired early) forgets the token and sends
 * once more at once with a new one, rather than holding every push back a retry's wait.
 */
export function fcmSender(options: { apiUrl: string; projectId: string; tokens: AccessTokens; timeoutMs?: number }): PushSender {
  const url = `${options.apiUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  const post = async (content: PushContent): Promise<{ response: Response; bearer: string }> => {
    const bearer = await options.tokens.get();
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: fcmMessage(content) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    return { response, bearer };
  };
  return {
    async send(content) {
      let response: Response;
      let bearer: string;
      try {
        ({ response, bearer } = await post(content));
        if (response.status === 401) {
          await response.body?.cancel();
          options.tokens.forget(bearer);
          ({ response, bearer } = await post(content));
        }
      } catch (error) {
        return { result: 'retry', reason: error instanceof Error ? error.message.slice(0, 100) || error.name : 'network' };
      }
      if (response.ok) {
        await response.body?.cancel();
        return { result: 'sent' };
      }
      const body = (await response.json().catch(() => ({}))) as FcmError;
      const code = errorCodeOf(body);
      if (response.status === 401) {
        options.tokens.forget(bearer);
        return { result: 'retry', reason: 'UNAUTHENTICATED' };
      }
      if (response.status === 429 || response.status >= 500) return { result: 'retry', reason: code, afterMs: retryAfterMs(response.headers.get('retry-after')) };
      if (tokenRefused(response.status, code, body)) return { result: 'gone', reason: code };
      return { result: 'failed', reason: code };
    },
  };
}
