// Budget 5, notifications: logged-in sockets on one app process. 50 alarm writes a second (a comment
// on a member's post alarms its author) with 1,000 sockets connected: the time from the write
// request to the author's socket receiving alarmListUpdate. Then a broadcast with 5,000 sockets
// connected: the time until each socket has it. And the app's heap per idle socket. The sockets
// live in client processes, one per core (socketClients.ts), which stamp each arrival.
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
import { startSocketClients, type Receipt, type SocketClients } from './socketClients';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GROUP = 'Notifications (one app process, logged-in sockets)';
const WRITE_SOCKETS = 1000;
const BROADCAST_SOCKETS = 5000;
const WRITES_PER_SECOND = 50;
const WRITE_SECONDS = 10;

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

/** Connects one socket per member (in the client processes), then lets the server put each in its room. */
async function connectAll(clients: SocketClients, url: string, members: Member[]): Promise<void> {
  await clients.connect(url, members);
  // The server puts each socket in its user's room right after the handshake.
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : Infinity;
};

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
  try {
    const users: { id: number; session_version: number }[] = await db('users').where('email', 'like', 'bench%@nanum.example').orderBy('id').limit(BROADCAST_SOCKETS + 500).select('id', 'session_version');
    const members = await sessionsFor(db, users, secret);
    const writers = members.slice(BROADCAST_SOCKETS);
    const connected = members.slice(0, BROADCAST_SOCKETS);

    // Write to delivery, 1,000 sockets.
    const sentAt = new Map<string, number>();
    const delays: number[] = [];
    let broadcastStarted = 0;
    const broadcastDelays: number[] = [];
    // Each arrival as stamped by the client process when the socket had it.
    const onAlarm = (receipt: Receipt) => {
      const marker = /#\d+#/.exec(receipt.description)?.[0];
      const at = marker ? sentAt.get(marker) : undefined;
      if (at !== undefined) delays.push(receipt.at - at);
      if (broadcastStarted && receipt.title === '벤치마크 전체 알림') broadcastDelays.push(receipt.at - broadcastStarted);
    };
    clients = startSocketClients(onAlarm);

    const heapBefore = await heapOf(app);
    log(`  connecting ${WRITE_SOCKETS} sockets`);
    await connectAll(clients, app.url, connected.slice(0, WRITE_SOCKETS));
    const heapAfter = await heapOf(app);
    const perSocketKiB = (heapAfter - heapBefore) / WRITE_SOCKETS / 1024;

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
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // A broadcast, 5,000 sockets.
    log(`  connecting ${BROADCAST_SOCKETS - WRITE_SOCKETS} more sockets, then a broadcast`);
    await connectAll(clients, app.url, connected.slice(WRITE_SOCKETS));
    const admin = await db('users').where({ email: 'admin@nanum.example' }).first('id', 'session_version');
    const [adminSession] = await sessionsFor(db, [admin], secret);
    broadcastStarted = Date.now();
    const sent = await fetch(`${app.url}/api/admin/alarm`, {
      method: 'POST',
      headers: { cookie: (adminSession as Member).cookie, 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ title: '벤치마크 전체 알림', target: 'all' }),
    });
    const deadline = Date.now() + 30_000;
    while (broadcastDelays.length < BROADCAST_SOCKETS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const missing = BROADCAST_SOCKETS - broadcastDelays.length;

    const writeP50 = percentile(delays, 50);
    const writeP99 = percentile(delays, 99);
    const broadcastP99 = missing > 0 ? Infinity : percentile(broadcastDelays, 99);
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
        value: broadcastP99,
        unit: 'ms',
        failures: missing,
        budget: broadcast,
        pass: sent.status === 200 && missing === 0 && broadcastP99 <= (broadcast.maxValue ?? Infinity),
        note: `answer ${sent.status}; ${broadcastDelays.length} of ${BROADCAST_SOCKETS} sockets had it (p50 ${percentile(broadcastDelays, 50)} ms); the alarm is saved for every certified member, then one packet goes to all their rooms (docs/performance-broadcast.md)`,
      },
      {
        group: GROUP,
        name: 'heap per idle socket',
        value: Number(perSocketKiB.toFixed(1)),
        unit: 'KiB',
        budget: heap,
        pass: perSocketKiB <= (heap.maxValue ?? Infinity),
        note: `app heap after a full GC: ${(heapBefore / 2 ** 20).toFixed(1)} MiB before, ${(heapAfter / 2 ** 20).toFixed(1)} MiB with ${WRITE_SOCKETS} sockets`,
      },
    ];
  } finally {
    await clients?.close();
    await app.stop();
  }
}
