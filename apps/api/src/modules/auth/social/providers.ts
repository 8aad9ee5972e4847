import { SOCIAL_PROVIDERS, type SocialProviderName } from '@nanum/shared/codes';
import type { Config } from '../../../config/env';

/** Where a provider authorizes, exchanges the code and answers the profile. */
export interface ProviderEndpoints {
  authorizationURL: string;
  tokenURL: string;
  profileURL: string;
}

/**
 * Each provider's real, documented endpoints; <P>_AUTH_URL, <P>_TOKEN_URL and <P>_PROFILE_URL
 * override them (tests point them at a local OAuth2 provider). Facebook's are unversioned, so
 * they follow the Graph API version set in the app's dashboard (override them to pin one).
 */
export const DEFAULT_ENDPOINTS: Readonly<Record<SocialProviderName, ProviderEndpoints>> = {
  kakao: {
    authorizationURL: 'https://kauth.kakao.com/oauth/authorize',
    tokenURL: 'https://kauth.kakao.com/oauth/token',
    profileURL: 'https://kapi.kakao.com/v2/user/me',
  },
  naver: {
    authorizationURL: 'https://nid.naver.com/oauth2.0/authorize',
    tokenURL: 'https://nid.naver.com/oauth2.0/token',
    profileURL: 'https://openapi.naver.com/v1/nid/me',
  },
  google: {
    authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: 'https://oauth2.googleapis.com/token',
    profileURL: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorizationURL: 'https://www.facebook.com/dialog/oauth',
    tokenURL: 'https://graph.facebook.com/oauth/access_token',
    profileURL: 'https://graph.facebook.com/me',
  },
};

/** Everything a strategy needs for one configured provider. */
export interface ProviderSettings extends ProviderEndpoints {
  name: SocialProviderName;
  clientID: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/api/user/login/{sns}/callback`: register exactly this with the provider. */
  callbackURL: string;
}

type Prefix = 'KAKAO' | 'NAVER' | 'GOOGLE' | 'FACEBOOK';
type KeySuffix = 'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTH_URL' | 'TOKEN_URL' | 'PROFILE_URL';

/** The part of the configuration social login reads. */
export type SocialConfig = Pick<Config, 'publicUrl' | `${Prefix}_${KeySuffix}`>;

const PREFIX: Readonly<Record<SocialProviderName, Prefix>> = { kakao: 'KAKAO', naver: 'NAVER', google: 'GOOGLE', facebook: 'FACEBOOK' };

/** The callback address of a provider on this site. */
export const callbackUrl = (publicUrl: string, name: SocialProviderName): string => `${publicUrl}/api/user/login/${name}/callback`;

/** The providers whose client id and secret are both set, in button order, with their endpoints. */
export function configuredProviders(config: SocialConfig): ProviderSettings[] {
  return SOCIAL_PROVIDERS.flatMap((name) => {
    const prefix = PREFIX[name];
    const clientID = config[`${prefix}_CLIENT_ID`];
    const clientSecret = config[`${prefix}_CLIENT_SECRET`];
    if (!clientID || !clientSecret) return [];
    const defaults = DEFAULT_ENDPOINTS[name];
    return [
      {
        name,
        clientID,
        clientSecret,
        callbackURL: callbackUrl(config.publicUrl, name),
        authorizationURL: config[`${prefix}_AUTH_URL`] ?? defaults.authorizationURL,
        tokenURL: config[`${prefix}_TOKEN_URL`] ?? defaults.tokenURL,
        profileURL: config[`${prefix}_PROFILE_URL`] ?? defaults.profileURL,
      },
    ];
  });
}
