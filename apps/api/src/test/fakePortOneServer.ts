import { startFakePortOne } from './fakePortOne';

/**
 * The local PortOne stand-in as a process of its own, for the browser tests (scripts/e2e.mjs starts
 * it before the site and stops it after): FAKE_PORTONE_PORT, FAKE_PORTONE_WEBHOOK (the site's
 * webhook URL), FAKE_PORTONE_API_SECRET, FAKE_PORTONE_WEBHOOK_SECRET and FAKE_PORTONE_STORE_ID
 * (given to the site too). Listens on 127.0.0.1 only and ends on SIGTERM.
 */
async function main(): Promise<void> {
  const env = process.env;
  const fake = await startFakePortOne({
    port: Number(env.FAKE_PORTONE_PORT ?? 0),
    webhookTarget: env.FAKE_PORTONE_WEBHOOK,
    apiSecret: env.FAKE_PORTONE_API_SECRET,
    webhookSecret: env.FAKE_PORTONE_WEBHOOK_SECRET,
    storeId: env.FAKE_PORTONE_STORE_ID,
  });
  process.stdout.write(`fake PortOne on ${fake.url}\n`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
}

void main();
