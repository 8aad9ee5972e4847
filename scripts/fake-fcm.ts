/**
 * A local stand-in for FCM and Google's token endpoint (apps/api/src/test/fakeFcm.ts), for the
 * browser tests (scripts/e2e.mjs starts it) and for trying app push by hand: start it, then start
 * the site with the FCM_* settings it prints. `GET /__sent` lists what arrived. Nothing leaves the
 * machine. FAKE_FCM_PORT chooses the port (default: any free one); FAKE_FCM_INFO names a file the
 * settings are also written to, as JSON.
 */
import fs from 'node:fs';
import { startFakeFcm } from '../apps/api/src/test/fakeFcm';

async function main(): Promise<void> {
  const fcm = await startFakeFcm({ port: Number(process.env.FAKE_FCM_PORT ?? 0) });
  const settings = { FCM_PROJECT_ID: fcm.projectId, FCM_API_URL: fcm.url, FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson };
  if (process.env.FAKE_FCM_INFO) fs.writeFileSync(process.env.FAKE_FCM_INFO, JSON.stringify(settings));
  else console.log(`Fake FCM on ${fcm.url} (GET ${fcm.url}/__sent lists what arrived). Start the site with:\n${Object.entries(settings).map(([key, value]) => `${key}='${value}'`).join(' \\\n')}`);
  const stop = () => void fcm.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
