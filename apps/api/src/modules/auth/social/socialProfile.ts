import { isSocialProviderName, type SocialProviderName } from '@nanum/shared/codes';
import { canonicalEmail } from '@nanum/shared/emailAddress';

/** What the site keeps of a provider's answer, whichever provider it came from. */
export interface SocialProfile {
  provider: SocialProviderName;
  /** The provider's stable user id (social_identities.provider_user_id). */
  id: string;
  /** A verified email, canonical (canonicalEmail: NFC, lower-case); null when the provider gave none or did not verify it. */
  email: string | null;
  /** The name or nickname to start the account with; null when none was given. */
  name: string | null;
}

// Storage limits of the columns the profile lands in (users.email, users.name, social_identities.provider_user_id).
const EMAIL_MAX = 100;
const NAME_MAX = 50;
const ID_MAX = 191;

type Json = Record<string, unknown>;

const object = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function providerId(value: unknown): string | null {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
  return id && id.length <= ID_MAX ? id : null;
}

function verifiedEmail(value: unknown, verified: boolean): string | null {
  const raw = text(value);
  const email = raw === null ? null : canonicalEmail(raw);
  if (!verified || !email || email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null;
  return email;
}

const displayName = (...candidates: unknown[]): string | null => {
  const name = candidates.map(text).find((candidate) => candidate !== null);
  return name ? Array.from(name).slice(0, NAME_MAX).join('') : null;
};

/**
 * Reads each provider's own profile answer (the `_json` of the passport profile), as documented:
 * - Kakao `/v2/user/me`: `{ id, kakao_account: { email, is_email_valid, is_email_verified, profile: { nickname } } }`
 * - Naver `/v1/nid/me`: `{ resultcode: '00', message, response: { id, email, name, nickname, profile_image } }`
 *   (Naver gives the address the member verified with Naver)
 * - Google userinfo (OpenID Connect): `{ sub, name, email, email_verified }`
 * - Facebook Graph `/me?fields=id,name,email`: `{ id, name, email }` (Facebook answers confirmed emails only)
 * An email that the provider does not say is verified is not kept: it could belong to someone else.
 */
const READERS: Readonly<Record<SocialProviderName, (json: Json) => Omit<SocialProfile, 'provider'> | null>> = {
  kakao(json) {
    const account = object(json.kakao_account);
    const id = providerId(json.id);
    const verified = account.is_email_valid === true && account.is_email_verified === true;
    const name = displayName(object(account.profile).nickname, account.name, object(json.properties).nickname);
    return id ? { id, email: verifiedEmail(account.email, verified), name } : null;
  },
  naver(json) {
    if (json.resultcode !== '00') return null;
    const response = object(json.response);
    const id = providerId(response.id);
    return id ? { id, email: verifiedEmail(response.email, true), name: displayName(response.name, response.nickname) } : null;
  },
  google(json) {
    const id = providerId(json.sub);
    const verified = json.email_verified === true || json.email_verified === 'true';
    return id ? { id, email: verifiedEmail(json.email, verified), name: displayName(json.name, json.given_name) } : null;
  },
  facebook(json) {
    const id = providerId(json.id);
    return id ? { id, email: verifiedEmail(json.email, true), name: displayName(json.name) } : null;
  },
};

/** The profile of a provider's answer (passport's profile object, or the raw JSON), or null when it has no usable id. */
export function readSocialProfile(provider: SocialProviderName, passportProfile: unknown): SocialProfile | null {
  const raw = object(passportProfile);
  const json = typeof raw._json === 'string' ? safeParse(raw._json) : object(raw._json ?? raw);
  const read = READERS[provider](json);
  return read ? { provider, ...read } : null;
}

function safeParse(body: string): Json {
  try {
    return object(JSON.parse(body));
  } catch {
    return {};
  }
}

/** Whether a value is a SocialProfile (what the social strategies hand to the callback). */
export function isSocialProfile(value: unknown): value is SocialProfile {
  const profile = object(value);
  return (
    isSocialProviderName(profile.provider) &&
    typeof profile.id === 'string' &&
    (profile.email === null || typeof profile.email === 'string') &&
    (profile.name === null || typeof profile.name === 'string')
  );
}
