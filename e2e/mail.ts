import fs from 'node:fs';
import path from 'node:path';
import { codeFrom, readRawMail, resetTokenFrom, type ReceivedMail } from '../apps/api/src/test/rawMail';

export { codeFrom, resetTokenFrom };

/** The mails the server sent during this run (scripts/e2e.mjs catches them into NANUM_MAIL_DIR). */
function readAll(): ReceivedMail[] {
  const dir = process.env.NANUM_MAIL_DIR;
  if (!dir) throw new Error('NANUM_MAIL_DIR is not set: run the browser tests with `node scripts/e2e.mjs`');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readRawMail(fs.readFileSync(path.join(dir, name), 'utf8')));
}

const addressOf = (header: string) => (/<([^>]+)>/.exec(header)?.[1] ?? header).trim().toLowerCase();

/** Waits for the n-th mail (1-based) to the address. */
export async function waitForMail(address: string, nth = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readAll().filter((mail) => addressOf(mail.to) === address.toLowerCase())[nth - 1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail #${nth} to ${address} within ${timeoutMs} ms`);
}
