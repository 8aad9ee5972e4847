// The stand-in email of social accounts, kept apart from the rest of codes.ts (which re-exports it):
// the sign-up page needs it and none of the other codes.

/**
 * Domain of the stand-in email of a social account whose provider gave no (verified) email
 * (users.email is required and unique). `.invalid` never delivers (RFC 2606). Such a member
 * gives a real address when completing the account at /author/join?sns=true.
 */
export const SOCIAL_PLACEHOLDER_EMAIL_DOMAIN = 'sns.invalid';

/** Whether an email is the stand-in of a social account (show it as "no email"). */
export const isSocialPlaceholderEmail = (email: unknown): boolean =>
  typeof email === 'string' && email.toLowerCase().endsWith(`@${SOCIAL_PLACEHOLDER_EMAIL_DOMAIN}`);
