import crypto from 'node:crypto';

/**
 * The token of a digest's unsubscribe link: the member's id and an HMAC of it under the session
 * secret, so the link works without a login and cannot be made for another member. It does not
 * expire (an old mail's link still unsubscribes) and only turns the digest off.
 */
const mac = (secret: string, userId: number) => crypto.createHmac('sha256', secret).update(`digest-unsubscribe:${userId}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The member the token names, or undefined when it is not one of ours. */
export function memberOfUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : undefined;
}
