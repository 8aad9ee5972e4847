import { isSocialPlaceholderEmail } from './socialEmail';

/**
 * Whether a member's current address is vouched for without an emailed code: a social account's
 * real address (social login keeps a provider's address only when the provider says it is
 * verified). An email-login member, or a stand-in address, proves the address with a code.
 * The API decides with this; the completion form uses it to know whether to ask for a code.
 */
export const isVouchedEmail = (user: { passport: number; email: string | null | undefined }): boolean =>
  user.passport !== 0 && typeof user.email === 'string' && user.email !== '' && !isSocialPlaceholderEmail(user.email);
