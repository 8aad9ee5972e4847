/**
 * What a visitor is told when this site has no mail server set up (SMTP_URL unset in production):
 * a lasting condition, so not "try again later" but who to ask, from the site settings' contact.
 */
export interface SiteContact {
  email?: string;
  phone?: string;
}

export function mailNotConfiguredMessage({ email, phone }: SiteContact): string {
  const contact = [email && `이메일 ${email}`, phone && `전화 ${phone}`].filter(Boolean).join(', ');
  const ask = contact ? `사이트 운영진(${contact})에게 문의해주세요.` : '사이트 운영진에게 문의해주세요.';
  return `이 사이트는 메일 발송이 설정되어 있지 않아 인증 메일을 보낼 수 없습니다. ${ask}`;
}
