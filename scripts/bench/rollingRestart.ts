// Graceful shutdown under load: two instances (one database, one Redis) behind the loopback proxy
// that routes as deploy/nginx.conf does; 200 requests a second of GET /api/ready (a database query) while
// one instance gets SIGTERM, exits and starts again on its port. Every request must succeed.
import { startServerProcess, type ServerProcess } from '../../apps/api/src/test/serverProcess';
import { ROLLING_RESTART_BUDGET } from './budgets';
import { ipHash, startLoopbackProxy } from './loopbackProxy';
import type { Figure } from './report';

const RATE = 200;
const SECONDS = Number(process.env.BENCH_ROLLING_SECONDS ?? 20);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Tally {
  sent: number;
  ok: number;
  failed: number;
  /** What the failures were: an HTTP status or an error name, with how often. */
  reasons: Record<string, number>;
}

const fail = (tally: Tally, reason: string) => {
  tally.failed += 1;
  tally.reasons[reason] = (tally.reasons[reason] ?? 0) + 1;
};

/** Sends `rate` requests a second (open loop: a slow answer does not slow the sending) until `stop()`. */
async function steadyLoad(url: string, rate: number, stop: () => boolean, tally: Tally): Promise<Tally> {
  const inFlight = new Set<Promise<void>>();
  const started = Date.now();
  while (!stop()) {
    const due = Math.floor(((Date.now() - started) * rate) / 1000);
    while (tally.sent < due) {
      tally.sent += 1;
      const request: Promise<void> = fetch(url, { signal: AbortSignal.timeout(10_000) })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status === 200) tally.ok += 1;
          else fail(tally, String(res.status));
        })
        .catch((error: unknown) => fail(tally, error instanceof Error ? error.name : 'error'))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(inFlight);
  return tally;
}

const portOf = (app: ServerProcess) => Number(new URL(app.url).port);

/**
 * With ip_hash every loopback client lands on the same instance: that instance is the one
 * restarted (the harder case: all traffic must move to the other and back).
 */
export async function rollingRestart(env: Record<string, string>, log: (line: string) => void): Promise<Figure[]> {
  const shared = { ...env, REDIS_URL, REDIS_PREFIX: `bench${process.pid}x${Date.now().toString(36)}:` };
  const apps = [await startServerProcess(shared, 60_000), await startServerProcess(shared, 60_000)];
  const proxy = await startLoopbackProxy(apps.map((app) => ({ host: '127.0.0.1', port: portOf(app) })));
  const target = ipHash('127.0.0.1', apps.length);
  let done = false;
  let loading: Promise<unknown> = Promise.resolve();
  let stopProgress = () => {};
  try {
    const tally: Tally = { sent: 0, ok: 0, failed: 0, reasons: {} };
    const load = steadyLoad(`${proxy.url}/api/ready`, RATE, () => done, tally);
    const progress = setInterval(() => log(`  ${tally.sent} sent, ${tally.ok} ok, ${tally.failed} failed ${JSON.stringify(tally.reasons)}`), 2000);
    stopProgress = () => clearInterval(progress);
    loading = load;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const restartStarted = Date.now();
    log('  SIGTERM to the instance taking the traffic, then a start on its port');
    const restarted = apps[target] as ServerProcess;
    const code = await restarted.stop();
    apps[target] = await startServerProcess(shared, 60_000, { port: portOf(restarted) });
    const restartSeconds = (Date.now() - restartStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(3000, SECONDS * 1000 - (Date.now() - restartStarted) - 3000)));
    done = true;
    await load;
    const pass = tally.failed === 0 && code === 0;
    return [
      {
        group: `Rolling restart (two instances behind a loopback proxy routing as deploy/nginx.conf, ${RATE} req/s)`,
        name: 'failed requests while one instance restarts',
        value: tally.failed,
        unit: 'failed',
        failures: tally.failed,
        budget: ROLLING_RESTART_BUDGET,
        pass,
        note:
          `${tally.sent} requests (GET /api/ready: the app and a database query), ${tally.ok} answered 200; the instance exited with ${code} and was serving again ` +
          `${restartSeconds.toFixed(1)} s after SIGTERM; ${proxy.retried()} requests were passed to the other instance (proxy_next_upstream); sessions, rate limits and Socket.IO in Redis as in production`,
      },
    ];
  } finally {
    done = true;
    await loading;
    stopProgress();
    await proxy.close();
    await Promise.all(apps.map((app) => app.stop()));
  }
}
