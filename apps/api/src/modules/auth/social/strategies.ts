import type { Passport, Strategy } from 'passport';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { SocialProviderName } from '@nanum/shared/codes';
import { KakaoStrategy } from './kakaoStrategy';
import { createNaverStrategy } from './naverStrategy';
import { configuredProviders, type ProviderSettings, type SocialConfig } from './providers';
import { readSocialProfile } from './socialProfile';

/**
 * The verify step of every social strategy: it only reads the provider's profile into a
 * SocialProfile. Linking or creating the account is the callback route's work (it knows the
 * session), so the "user" passport hands over is this profile; it never reaches serializeUser
 * (the callback uses a custom callback and logs the account in itself).
 */
type ProfileVerify = (accessToken: string, refreshToken: string, profile: unknown, done: (error: unknown, user?: Express.User | false) => void) => void;

function verifyProfile(name: SocialProviderName): ProfileVerify {
  return (_accessToken, _refreshToken, profile, done) => {
    const social = readSocialProfile(name, profile);
    if (!social) return done(new Error(`${name} answered a profile without a usable id`));
    return done(null, social as unknown as Express.User);
  };
}

function createStrategy(settings: ProviderSettings): Strategy {
  const { name, clientID, clientSecret, callbackURL, authorizationURL, tokenURL, profileURL } = settings;
  // `state: true`: passport-oauth2 keeps a random state in the session and checks it on the way back.
  // One session key per provider, so flows of two providers in one browser do not overwrite each other.
  const common = { clientID, clientSecret, callbackURL, authorizationURL, tokenURL, state: true, sessionKey: `oauth2:${name}` };
  const verify = verifyProfile(name);
  switch (name) {
    case 'kakao':
      return new KakaoStrategy({ ...common, profileURL }, verify);
    case 'naver':
      return createNaverStrategy({ ...common, profileURL }, verify);
    case 'google':
      return new GoogleStrategy({ ...common, userProfileURL: profileURL, scope: ['profile', 'email'] }, verify);
    case 'facebook':
      return new FacebookStrategy({ ...common, profileURL, profileFields: ['id', 'displayName', 'emails'], scope: ['email'] }, verify);
  }
}

/** Registers a strategy for every configured provider on the app's passport instance; answers their names. */
export function registerSocialStrategies(passport: InstanceType<typeof Passport>, config: SocialConfig): SocialProviderName[] {
  return configuredProviders(config).map((settings) => {
    passport.use(settings.name, createStrategy(settings));
    return settings.name;
  });
}
