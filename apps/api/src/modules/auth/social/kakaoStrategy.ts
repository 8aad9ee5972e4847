import OAuth2Strategy, { InternalOAuthError } from 'passport-oauth2';
import type { OAuthStrategyOptions } from './oauthOptions';

/** What userProfile hands to verify: Kakao's answer as passport profiles carry it. */
export interface KakaoProfile {
  provider: 'kakao';
  id: string;
  displayName?: string;
  _raw: string;
  _json: Record<string, unknown>;
}

/**
 * Kakao Login on passport-oauth2 (passport-kakao cannot take other endpoints). The authorization
 * code flow is passport-oauth2's; the profile comes from Kakao's user API with the token in the
 * Authorization header, answered as `{ id, kakao_account: { email, profile: { nickname, ... } } }`.
 */
export class KakaoStrategy extends OAuth2Strategy {
  private readonly profileURL: string;

  constructor(options: OAuthStrategyOptions, verify: OAuth2Strategy.VerifyFunction) {
    const { profileURL, ...oauth2Options } = options;
    super(oauth2Options, verify);
    this.name = 'kakao';
    this.profileURL = profileURL;
    this._oauth2.useAuthorizationHeaderforGET(true);
  }

  override userProfile(accessToken: string, done: (error?: unknown, profile?: KakaoProfile) => void): void {
    this._oauth2.get(this.profileURL, accessToken, (error, body) => {
      if (error) return done(new InternalOAuthError('Failed to fetch the Kakao profile', error));
      let json: unknown;
      try {
        json = JSON.parse(String(body));
      } catch {
        return done(new InternalOAuthError('Kakao answered a profile that is not JSON', null));
      }
      const id = (json as { id?: unknown } | null)?.id;
      if (typeof id !== 'number' && typeof id !== 'string') return done(new InternalOAuthError('Kakao answered a profile without an id', null));
      const kakaoAccount = (json as { kakao_account?: { profile?: { nickname?: unknown } } }).kakao_account;
      const nickname = kakaoAccount?.profile?.nickname;
      done(null, {
        provider: 'kakao',
        id: String(id),
        ...(typeof nickname === 'string' ? { displayName: nickname } : {}),
        _raw: String(body),
        _json: json as Record<string, unknown>,
      });
    });
  }
}
