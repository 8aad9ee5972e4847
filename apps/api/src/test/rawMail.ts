/**
 * Reads a raw message as an SMTP server receives it (what nodemailer sends: one text/plain part,
 * quoted-printable or base64, UTF-8 headers as encoded words). mailparser is not available here;
 * this covers exactly what the app sends. Used by the API tests and the browser tests.
 */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** Every header, by lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
      const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    });
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function readRawMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  if (/multipart\//i.test(headers.get('content-type') ?? '')) throw new Error('multipart mail is not expected');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { to: decodeWords(headers.get('to') ?? ''), subject: decodeWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n'), headers: Object.fromEntries(headers) };
}

/** The six-digit code of a join mail. */
export function codeFrom(mail: Pick<ReceivedMail, 'to' | 'subject' | 'text'>): string {
  const match = /인증번호: (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.subject}`);
  return match[1] as string;
}

/** The reset token of a password reset mail (the ?token= of its link). */
export function resetTokenFrom(mail: Pick<ReceivedMail, 'to' | 'subject' | 'text'>): string {
  const match = /\/author\/find\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.subject}`);
  return match[1] as string;
}
