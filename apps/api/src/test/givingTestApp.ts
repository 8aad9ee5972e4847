import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakePortOne, type FakePortOne } from './fakePortOne';
import { startMailCatcher, type MailCatcher } from './mailCatcher';
import { createTestApp, type TestApp } from './testApp';
import type { Dialect } from './testDb';

export interface GivingTestApp {
  t: TestApp;
  portone: FakePortOne;
  mail: MailCatcher;
  /** The app listening on loopback, where the fake PortOne sends its signed webhooks. */
  webhookUrl: string;
  /** Stops the server, drops the database, stops the stand-ins. */
  close(): Promise<void>;
}

/** A test app with online giving on: the local PortOne stand-in, a mail catcher, and the app listening for webhooks. */
export async function givingTestApp(dialect: Dialect): Promise<GivingTestApp> {
  const portone = await startFakePortOne();
  const mail = await startMailCatcher();
  const t = await createTestApp(dialect, { ...portone.env(), SMTP_URL: mail.url });
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/donations/webhook`;
  return {
    t,
    portone,
    mail,
    webhookUrl,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await t.drop();
      await portone.close();
      await mail.close();
    },
  };
}
