/** What Kakao's and Naver's strategies take: the OAuth 2 client, its endpoints and the profile API. */
export interface OAuthStrategyOptions {
  clientID: string;
  clientSecret: string;
  callbackURL: string;
  authorizationURL: string;
  tokenURL: string;
  /** The provider's profile API (Kakao: https://kapi.kakao.com/v2/user/me, Naver: https://openapi.naver.com/v1/nid/me). */
  profileURL: string;
  state?: boolean;
  sessionKey?: string;
}
