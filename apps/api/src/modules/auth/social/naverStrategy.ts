import { Strategy as NaverV2Strategy } from 'passport-naver-v2';
import type { Strategy } from 'passport';
import type { VerifyFunction } from 'passport-oauth2';
import type { OAuthStrategyOptions } from './oauthOptions';

/**
 * Naver Login through passport-naver-v2. Its options take the authorization and token URLs; the
 * profile URL is the instance field `_profileURL`, set in its constructor and read on every
 * profile request (public in its source, left out of its type declarations), so it is set here.
 * The profile answer is `{ resultcode: '00', message, response: { id, email, name, nickname, ... } }`.
 */
export function createNaverStrategy(options: OAuthStrategyOptions, verify: VerifyFunction): Strategy {
  const { profileURL, ...oauth2Options } = options;
  const strategy = new NaverV2Strategy(oauth2Options, verify);
  (strategy as NaverV2Strategy & { _profileURL: string })._profileURL = profileURL;
  // Its declarations extend passport's Strategy in a way passport's own `this` typing rejects; it is one at runtime.
  return strategy as unknown as Strategy;
}
