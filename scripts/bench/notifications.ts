// Budget 5, notifications: logged-in sockets on one app process. 50 alarm writes a second (a comment
// on a member's post alarms its author) with 1,000 sockets connected: the time from the write
// request to the author's socket receiving alarmListUpdate. Then broadcasts with 5,000 sockets
// connected: the time from the request until each socket has it, beside the same broadcast from a
// bare Socket.IO server (socketBaseline.ts) to 5,000 sockets of its own, in turn. And the app's heap
// per idle socket. The sockets live in client processes, one per core (socketClients.ts), which
// stamp each arrival.
//
// Sessions are written straight into the session store (as a login would leave them) rather than
// made by 6,000 logins: bcrypt at the production cost would take minutes on this machine.
import crypto from 'node:crypto';
import path from 'node:path';
import type { Knex } from 'knex';
import { SESSION_COOKIE } from '../../apps/api/src/modules/auth/session';
import { toDbDate } from '../../apps/api/src/db/values';
import { startServerProcess, type ServerProcess } from '../../apps/api/src/test/serverProcess';
import { NOTIFICATION_BUDGETS } from './budgets';
import type { Figure } from './report';
import { startBaselineProcess, type BaselineProcess } from './baselineProcess';
import { startSocketClients, type Receipt, type SocketClients } from './socketClients';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GROUP = 'Notifications (one app process, logged-in sockets)';
const WRITE_SOCKETS = 1000;
const BROADCAST_SOCKETS = 5000;
const WRITES_PER_SECOND = 50;
const WRITE_SECONDS = 10;
/**
 * Broadcasts timed of each server after one to warm up, the two taking turns at going first. Over
 * three, the p99 of all their arrivals moved the ratio from 0.74 to 1.61 between runs of the same
 * code, as it was the slowest round's tail (docs/performance-broadcast.md): now nine, and the
 * median round's p99.
 */
const BROADCAST_ROUNDS = 9;
const BROADCAST_TITLE = '벤치마크 전체 알림';

interface Member {
  id: number;
  cookie: string;
}

/** A session as a login leaves it, in the database store; answers its cookie. */
function sessionRow(userId: number, version: number, secret: string): { row: { sid: string; sess: string; expired: string }; cookie: string } {
  const sid = crypto.randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const sess = { cookie: { originalMaxAge: 86_400_000, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax', secure: false }, passport: { user: { id: userId, v: version } }, loginAt: Date.now() };
  // express-session's signed cookie: "s:" + sid + "." + base64 HMAC-SHA256 without padding.
  const signature = crypto.createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return { row: { sid, sess: JSON.stringify(sess), expired: toDbDate(expires) }, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}` };
}

async function sessionsFor(db: Knex, users: { id: number; session_version: number }[], secret: string): Promise<Member[]> {
  const made = users.map((user) => ({ id: Number(user.id), ...sessionRow(Number(user.id), Number(user.session_version), secret) }));
  for (let start = 0; start < made.length; start += 500) await db('sessions').insert(made.slice(start, start + 500).map((m) => m.row));
  return made.map((m) => ({ id: m.id, cookie: m.cookie }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects one socket per member (in the client processes), then lets the server put each in its room. */
async function connectAll(clients: SocketClients, url: string, members: Member[]): Promise<void> {
  await clients.connect(url, members);
  // The server puts each socket in its user's room right after the handshake.
  await sleep(1000);
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : Infinity;
};

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One broadcast: whether it was answered 200, and each socket's time from the request to its arrival. */
interface Broadcast {
  status: number;
  delays: number[];
}

/**
 * Sends one broadcast (`send` gives it a description of its own, by which its arrivals are told
 * from any other's) and waits until every socket has it (30 s at most), then a second for calm.
 */
async function timeBroadcast(send: (description: string) => Promise<Response>, arrivals: Map<string, number[]>): Promise<Broadcast> {
  const description = `#broadcast-${arrivals.size}#`;
  const arrived: number[] = [];
  arrivals.set(description, arrived);
  const started = Date.now();
  const res = await send(description);
  await res.arrayBuffer();
  const deadline = Date.now() + 30_000;
  while (arrived.length < BROADCAST_SOCKETS && Date.now() < deadline) await sleep(50);
  await sleep(1000);
  return { status: res.status, delays: arrived.map((at) => at - started) };
}

/**
 * The p50 over every arrival of the rounds, the p99 of the median round (each round's p99, the
 * middle one: one slow round, the first after the warm-up in most runs, on either server, set the
 * p99 over all arrivals), each round's p99, and the sockets that missed one.
 */
function summarize(rounds: Broadcast[]): { p50: number; p99: number; rounds: string; missing: number; answered: boolean } {
  const all = rounds.flatMap((round) => round.delays);
  const missing = rounds.reduce((sum, round) => sum + BROADCAST_SOCKETS - round.delays.length, 0);
  const roundP99s = rounds.map((round) => percentile(round.delays, 99));
  return {
    p50: percentile(all, 50),
    p99: missing > 0 ? Infinity : percentile(roundP99s, 50),
    rounds: `p99 ${roundP99s.join(', ')} ms`,
    missing,
    answered: rounds.every((round) => round.status === 200),
  };
}

/**
 * Opens the app's database pool to its full size (MariaDB: up to 10 connections, each with its
 * buffers) with reads of list pages no cache holds yet, so that the heap measured before the
 * sockets already holds it: the pool belongs to the process, not to the sockets.
 */
async function openDatabasePool(url: string): Promise<void> {
  await Promise.all(Array.from({ length: 30 }, (_, n) => fetch(`${url}/api/community/boards/notice/posts?page=${n + 2}`).then((res) => res.arrayBuffer())));
}

function heapOf(app: ServerProcess): Promise<number> {
  return new Promise((resolve) => {
    app.child.once('message', (answer) => resolve((answer as { heapUsed: number }).heapUsed));
    app.child.send('heap');
  });
}

export async function notifications(env: Record<string, string>, db: Knex, log: (line: string) => void): Promise<Figure[]> {
  const secret = env.SESSION_SECRET as string;
  const app = await startServerProcess(env, 60_000, { nodeArgs: ['--expose-gc', '--require', path.join(ROOT, 'scripts/bench/loopMonitor.cjs')], ipc: true });
  let clients: SocketClients | undefined;
  let bareClients: SocketClients | undefined;
  let bare: BaselineProcess | undefined;
  try {
    const users: { id: number; session_version: number }[] = await db('users').where('email', 'like', 'bench%@nanum.example').orderBy('id').limit(BROADCAST_SOCKETS + 500).select('id', 'session_version');
    const members = await sessionsFor(db, users, secret);
    const writers = members.slice(BROADCAST_SOCKETS);
    const connected = members.slice(0, BROADCAST_SOCKETS);

    // Write to delivery, 1,000 sockets.
    const sentAt = new Map<string, number>();
    const delays: number[] = [];
    const arrivals = new Map<string, number[]>();
    // Each arrival as stamped by the client process when the socket had it.
    const onAlarm = (receipt: Receipt) => {
      const marker = /#\d+#/.exec(receipt.description)?.[0];
      const at = marker ? sentAt.get(marker) : undefined;
      if (at !== undefined) delays.push(receipt.at - at);
      if (receipt.title === BROADCAST_TITLE) arrivals.get(receipt.description)?.push(receipt.at);
    };
    clients = startSocketClients(onAlarm);

    // Heap per idle socket: with the sockets, then once they have left, in the same warm process
    // (its database pool open, its code compiled, its caches filled: none of that is the sockets').
    await openDatabasePool(app.url);
    log(`  connecting ${WRITE_SOCKETS} sockets, then closing them (heap)`);
    const probe = startSocketClients(() => undefined);
    await connectAll(probe, app.url, connected.slice(0, WRITE_SOCKETS));
    const heapWith = await heapOf(app);
    await probe.close();
    await sleep(1000);
    const heapWithout = await heapOf(app);
    const perSocketKiB = (heapWith - heapWithout) / WRITE_SOCKETS / 1024;
    log(`  connecting ${WRITE_SOCKETS} sockets`);
    await connectAll(clients, app.url, connected.slice(0, WRITE_SOCKETS));

    log(`  ${WRITES_PER_SECOND} alarm writes a second for ${WRITE_SECONDS} s`);
    const postOf = new Map<number, number>();
    const authors = connected.slice(0, WRITE_SOCKETS);
    const rows: { user_id: number; post_id: number }[] = await db('posts').whereIn('user_id', authors.map((a) => a.id)).whereNull('deleted_at').groupBy('user_id').select('user_id', db.raw('max(id) as post_id'));
    for (const row of rows) postOf.set(Number(row.user_id), Number(row.post_id));
    const targets = authors.filter((author) => postOf.has(author.id));
    const total = WRITES_PER_SECOND * WRITE_SECONDS;
    const requests: Promise<Response>[] = [];
    const started = Date.now();
    for (let n = 0; n < total; n += 1) {
      const wait = started + (n * 1000) / WRITES_PER_SECOND - Date.now();
      if (wait > 0) await sleep(wait);
      const author = targets[n % targets.length] as Member;
      const writer = writers[n % writers.length] as Member;
      const marker = `#${n}#`;
      sentAt.set(marker, Date.now());
      requests.push(
        fetch(`${app.url}/api/community/posts/${postOf.get(author.id)}/comments`, {
          method: 'POST',
          headers: { cookie: writer.cookie, 'content-type': 'application/json', origin: app.url },
          body: JSON.stringify({ description: `벤치 댓글 ${marker}` }),
        }),
      );
    }
    const failedWrites = (await Promise.all(requests)).filter((res) => res.status !== 200).length;
    await sleep(1000);

    // Broadcasts to 5,000 sockets, the app's and the bare Socket.IO server's in turn.
    log(`  connecting ${BROADCAST_SOCKETS - WRITE_SOCKETS} more sockets, and ${BROADCAST_SOCKETS} to a bare Socket.IO server`);
    await connectAll(clients, app.url, connected.slice(WRITE_SOCKETS));
    bare = await startBaselineProcess('socketBaseline.ts');
    const bareUrl = bare.url;
    bareClients = startSocketClients(onAlarm);
    await connectAll(bareClients, bareUrl, connected.map((member) => ({ id: member.id, cookie: String(member.id) })));
    const recipients = (await db('users').where({ certify: 1 }).pluck('id')).map(Number);
    await post(`${bareUrl}/recipients`, { ids: recipients });
    const admin = await db('users').where({ email: 'admin@nanum.example' }).first('id', 'session_version');
    const [adminSession] = await sessionsFor(db, [admin], secret);
    const sendApp = (description: string) => post(`${app.url}/api/admin/alarm`, { title: BROADCAST_TITLE, description, target: 'all' }, { cookie: (adminSession as Member).cookie, origin: app.url });
    const sendBare = (description: string) => post(`${bareUrl}/broadcast`, { title: BROADCAST_TITLE, description });
    log(`  ${BROADCAST_ROUNDS} broadcasts each, after one to warm up`);
    const appRounds: Broadcast[] = [];
    const bareRounds: Broadcast[] = [];
    for (let round = 0; round <= BROADCAST_ROUNDS; round += 1) {
      const appFirst = round % 2 === 0;
      const firstRound = await timeBroadcast(appFirst ? sendApp : sendBare, arrivals);
      const secondRound = await timeBroadcast(appFirst ? sendBare : sendApp, arrivals);
      const [appRound, bareRound] = appFirst ? [firstRound, secondRound] : [secondRound, firstRound];
      if (round === 0) continue;
      appRounds.push(appRound);
      bareRounds.push(bareRound);
    }
    const writeP50 = percentile(delays, 50);
    const writeP99 = percentile(delays, 99);
    const appBroadcast = summarize(appRounds);
    const bareBroadcast = summarize(bareRounds);
    const { write, broadcast, heap } = NOTIFICATION_BUDGETS;
    return [
      {
        group: GROUP,
        name: `alarm write to delivery (${WRITE_SOCKETS} sockets, ${WRITES_PER_SECOND} writes/s)`,
        value: writeP50,
        unit: 'ms',
        p99Ms: writeP99,
        failures: failedWrites + (total - delays.length),
        budget: write,
        pass: failedWrites === 0 && delays.length === total && writeP50 <= (write.maxValue ?? Infinity) && writeP99 <= (write.maxP99Ms ?? Infinity),
        note: `p50 ${writeP50} ms, p99 ${writeP99} ms over ${delays.length} of ${total} comment alarms (request sent to socket received)`,
      },
      {
        group: GROUP,
        name: `broadcast delivered to ${BROADCAST_SOCKETS} sockets, p99`,
        value: appBroadcast.p99,
        unit: 'ms',
        baseline: bareBroadcast.p99,
        ratio: Number((appBroadcast.p99 / bareBroadcast.p99).toFixed(2)),
        failures: appBroadcast.missing,
        budget: broadcast,
        pass: appBroadcast.answered && appBroadcast.missing === 0 && appBroadcast.p99 / bareBroadcast.p99 <= (broadcast.maxRatio ?? Infinity),
        note: `the median round's p99 of ${BROADCAST_ROUNDS} broadcasts after one to warm up (${appBroadcast.rounds}; p50 ${appBroadcast.p50} ms), taking turns with the baseline's (${bareBroadcast.rounds}; p50 ${bareBroadcast.p50} ms); the ratio is the app's p99 over the baseline's. App: the alarm queued for every certified member (${recipients.length}: one row), one packet to all their rooms, then their rows (alarm/alarmFanout.repo.ts). Baseline: a bare Socket.IO server (scripts/bench/socketBaseline.ts) emitting the same packet to the same rooms, no database, received by client processes of its own, as the app's (docs/performance-broadcast.md)`,
      },
      {
        group: GROUP,
        name: 'heap per idle socket',
        value: Number(perSocketKiB.toFixed(1)),
        unit: 'KiB',
        budget: heap,
        pass: perSocketKiB <= (heap.maxValue ?? Infinity),
        note: `app heap after a full GC: ${(heapWith / 2 ** 20).toFixed(1)} MiB with ${WRITE_SOCKETS} idle logged-in sockets, ${(heapWithout / 2 ** 20).toFixed(1)} MiB once they had left (the same process, its pool open and caches filled)`,
      },
    ];
  } finally {
    await clients?.close();
    await bareClients?.close();
    bare?.child.kill('SIGTERM');
    await app.stop();
  }
}
