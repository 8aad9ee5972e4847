import { SOCIAL_LOGIN_RESULT, type SocialLoginResult, type ToastLevel } from '@nanum/shared/codes';
import { SOCIAL_LOGIN_RESULT_MESSAGES } from '@nanum/shared/messages';

/**
 * A social login comes back to the page it started from with ?login=<result> (done, linked,
 * failed, link-required, already-linked, provider-linked, limited). The toast for each: green for
 * a login or a link, red for a failure or a rate limit, yellow for the others; link-required also
 * opens the login modal, because the member must first log in to the existing account with the
 * same email.
 */
export interface LoginQueryNotice {
  level: ToastLevel;
  message: string;
  /** Open the login modal. */
  openLogin: boolean;
  /** The provider clicked logged the member in (or was linked): it becomes "최근 사용". */
  succeeded: boolean;
}

const isSocialLoginResult = (value: unknown): value is SocialLoginResult =>
  typeof value === 'string' && Object.hasOwn(SOCIAL_LOGIN_RESULT_MESSAGES, value);

/** The notice for the `login` query value, or null when there is none to show. */
export function loginQueryNotice(value: string | string[] | undefined): LoginQueryNotice | null {
  const result = Array.isArray(value) ? value[0] : value;
  if (!isSocialLoginResult(result)) return null;
  const succeeded = result === SOCIAL_LOGIN_RESULT.LOGGED_IN || result === SOCIAL_LOGIN_RESULT.LINKED;
  return {
    level: succeeded ? 'GREEN' : result === SOCIAL_LOGIN_RESULT.FAILED || result === SOCIAL_LOGIN_RESULT.LIMITED ? 'RED' : 'YELLOW',
    message: SOCIAL_LOGIN_RESULT_MESSAGES[result],
    openLogin: result === SOCIAL_LOGIN_RESULT.LINK_REQUIRED,
    succeeded,
  };
}
