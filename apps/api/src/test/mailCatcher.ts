import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readRawMail, type ReceivedMail } from './rawMail';

/**
 * A real SMTP server on loopback for tests: the app sends through nodemailer to it
 * (SMTP_URL = catcher.url) and tests read what arrived.
 */
export interface MailCatcher {
  url: string;
  mails: ReceivedMail[];
  /** Mails to one address, oldest first. */
  to(address: string): ReceivedMail[];
  /** Waits for the n-th (1-based) mail to an address. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(readRawMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressOf = (header: string) => (/<([^>]+)>/.exec(header)?.[1] ?? header).trim().toLowerCase();
  const to = (address: string) => mails.filter((mail) => addressOf(mail.to) === address.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async waitFor(address, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = to(address)[count - 1];
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
