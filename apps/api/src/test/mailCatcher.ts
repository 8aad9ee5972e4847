import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readRawMail, type ReceivedMail } from './rawMail';

/**
 * A real SMTP server on loopback for tests: the app sends through nodemailer to it
 * (SMTP_URL = catcher.url) and tests read what arrived. `npm run mail:catch` runs the same server
 * on a fixed port for trying sign-up and password reset locally (README).
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

export interface MailCatcherOptions {
  /** 0 (default): any free port. */
  port?: number;
  /** Called with each mail as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
}

export async function startMailCatcher({ port: wanted = 0, onMail }: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = readRawMail(Buffer.concat(chunks).toString('utf8'));
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
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
