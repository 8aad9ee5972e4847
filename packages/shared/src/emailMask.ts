/**
 * Masking of an email address found by name and phone (이메일 찾기): enough to recognise one's
 * own address, never the whole of it. The local part keeps its first two characters (one when
 * it has three or fewer) and the rest becomes "***", whatever its length, so the length is not
 * told either; the domain is shown, as Korean sites do (ab***@naver.com).
 */
export const EMAIL_MASK = '***';

export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return EMAIL_MASK;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const keep = local.length > 3 ? 2 : 1;
  return `${Array.from(local).slice(0, keep).join('')}${EMAIL_MASK}@${domain}`;
}
