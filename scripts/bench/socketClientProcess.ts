// One process of the bench's socket.io clients (see socketClients.ts): connects the sockets it is
// given and reports every alarmListUpdate with the time it arrived, stamped here on arrival.
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientCommand, ClientReport, Receipt } from './socketClients';

/** Receipts are sent to the bench in batches: one IPC message per socket would load this process. */
const FLUSH_MS = 50;

const sockets: Socket[] = [];
let pending: Receipt[] = [];
let flushTimer: NodeJS.Timeout | undefined;

const report = (message: ClientReport) => process.send?.(message);

function received(member: number, payload: { alarmContent: { title: string; description: string } }): void {
  pending.push({ member, at: Date.now(), title: payload.alarmContent.title, description: payload.alarmContent.description });
  flushTimer ??= setTimeout(() => {
    flushTimer = undefined;
    report({ type: 'receipts', receipts: pending });
    pending = [];
  }, FLUSH_MS);
}

/** Connects one socket per member, 100 at a time. */
async function connectAll(url: string, members: { id: number; cookie: string }[]): Promise<void> {
  for (let start = 0; start < members.length; start += 100) {
    await Promise.all(
      members.slice(start, start + 100).map(
        (member) =>
          new Promise<void>((resolve, reject) => {
            const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie: member.cookie } });
            socket.on('alarmListUpdate', (payload) => received(member.id, payload));
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
            sockets.push(socket);
          }),
      ),
    );
  }
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') {
    connectAll(command.url, command.members).then(
      () => report({ type: 'connected' }),
      (error: unknown) => report({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } else {
    for (const socket of sockets) socket.close();
    process.disconnect();
  }
});
