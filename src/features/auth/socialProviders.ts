import {
  isSocialProviderName,
  SOCIAL_PROVIDER_CODES,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  type SocialProviderName,
} from '@nanum/shared/codes';
import { API_BASE, resolveUrl } from '@/lib/request';

/**
 * The four social login providers of SPEC sections 2 and 7, and the memory of the last one used
 * (shown as "최근 사용" on its button). Pure functions; storage is passed in so tests need no DOM.
 */
export type SocialProviderId = SocialProviderName;

export interface SocialButton {
  id: SocialProviderId;
  /** The brand name as Korean users know it. */
  name: string;
  /** The button's accessible name. */
  label: string;
}

const name = (id: SocialProviderId): string => SOCIAL_PROVIDER_LABELS[SOCIAL_PROVIDER_CODES[id]];

/** The button of each provider: its Korean name and accessible label. */
export const SOCIAL_BUTTONS: Readonly<Record<SocialProviderId, SocialButton>> = {
  kakao: { id: 'kakao', name: name('kakao'), label: `${name('kakao')}로 로그인` },
  naver: { id: 'naver', name: name('naver'), label: `${name('naver')}로 로그인` },
  google: { id: 'google', name: name('google'), label: `${name('google')}로 로그인` },
  facebook: { id: 'facebook', name: name('facebook'), label: `${name('facebook')}으로 로그인` },
};

/** The configured providers from GET /api/user/login/providers, known ids only, in the usual order. */
export function parseProviders(answer: unknown): SocialProviderId[] {
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return [];
  return SOCIAL_PROVIDERS.filter((id) => data.includes(id));
}

/** Where a social button goes: the provider's start on the API, back to `returnTo` afterwards. */
export function socialLoginUrl(id: SocialProviderId, returnTo: string, base: string = API_BASE): string {
  const path = returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  return resolveUrl(base, `/api/user/login/${id}?returnTo=${encodeURIComponent(path)}`);
}

/** localStorage key of the last provider used. */
export const LAST_PROVIDER_KEY = 'nanum.lastSocialLogin';
/** localStorage key of the provider whose button was clicked, until the login comes back. */
export const STARTED_PROVIDER_KEY = 'nanum.startedSocialLogin';

/** The storage methods used (window.localStorage in the app). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or undefined where there is none or it is blocked. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readProvider(key: string, storage: KeyValueStorage | undefined): SocialProviderId | null {
  try {
    const value = storage?.getItem(key);
    return isSocialProviderName(value) ? value : null;
  } catch {
    return null;
  }
}

/** The last provider used, or null (none yet, an unknown value, or storage unavailable). */
export const readLastProvider = (storage: KeyValueStorage | undefined = browserStorage()): SocialProviderId | null => readProvider(LAST_PROVIDER_KEY, storage);

/** Notes the provider whose button was clicked: it becomes "최근 사용" only once the login succeeds. */
export function rememberStartedProvider(id: SocialProviderId, storage: KeyValueStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(STARTED_PROVIDER_KEY, id);
  } catch {
    // Private mode or a full storage: the badge is a convenience only.
  }
}

/**
 * The social login came back: the provider clicked becomes the last one used when it succeeded;
 * either way it is no longer waited for. A full or blocked storage is ignored.
 */
export function settleStartedProvider(succeeded: boolean, storage: KeyValueStorage | undefined = browserStorage()): void {
  const started = readProvider(STARTED_PROVIDER_KEY, storage);
  try {
    storage?.removeItem(STARTED_PROVIDER_KEY);
    if (succeeded && started) storage?.setItem(LAST_PROVIDER_KEY, started);
  } catch {
    // As above.
  }
}
