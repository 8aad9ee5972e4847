import type { Dialect } from './testDb';
import { startMailCatcher, type MailCatcher } from './mailCatcher';
import { createTestApp, type TestApp } from './testApp';

export interface MailedTestApp {
  t: TestApp;
  mail: MailCatcher;
  /** Drops the app's database and stops the catcher. */
  close(): Promise<void>;
}

/**
 * A test app whose mail goes to a catcher of its own (sign-up, recovery, email change), behind the
 * proxy (TRUST_PROXY) so that each test's X-Forwarded-For keeps per-IP limits out of its way.
 */
export async function mailedTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<MailedTestApp> {
  const mail = await startMailCatcher();
  const t = await createTestApp(dialect, { SMTP_URL: mail.url, TRUST_PROXY: '1', ...env });
  return { t, mail, close: async () => void (await Promise.all([t.drop(), mail.close()])) };
}
