// The bench's socket.io clients, spread over one process per core. In one process, 5,000 sockets
// receiving a broadcast are parsed one after another on one core: the last socket's time was mostly
// the bench's own parsing of the 4,999 before it (about as long as the server's whole broadcast),
// which real members, each in their own browser, do not wait for. Each arrival is stamped in the
// client process when its socket has it, so the figures stay "request sent to socket received".
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Receipt {
  member: number;
  /** Date.now() in the client process when the socket had the alarm. */
  at: number;
  title: string;
  description: string;
}

export type ClientCommand = { type: 'connect'; url: string; members: { id: number; cookie: string }[] } | { type: 'close' };
export type ClientReport = { type: 'connected' } | { type: 'failed'; message: string } | { type: 'receipts'; receipts: Receipt[] };

export interface SocketClients {
  /** Connects one logged-in socket per member, spread over the processes. */
  connect(url: string, members: { id: number; cookie: string }[]): Promise<void>;
  close(): Promise<void>;
}

/** Starts the client processes (one per core); every alarm any socket receives goes to `onReceipt`. */
export function startSocketClients(onReceipt: (receipt: Receipt) => void, processes = os.availableParallelism()): SocketClients {
  const children: ChildProcess[] = Array.from({ length: Math.max(1, processes) }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/socketClientProcess.ts')], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message: ClientReport) => {
      if (message.type === 'receipts') for (const receipt of message.receipts) onReceipt(receipt);
    });
    return child;
  });
  const connectOne = (child: ChildProcess, url: string, members: { id: number; cookie: string }[]) =>
    new Promise<void>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`socket client process exited with ${code}`));
      const answer = (message: ClientReport) => {
        if (message.type === 'receipts') return;
        child.off('message', answer);
        child.off('exit', exited);
        if (message.type === 'connected') resolve();
        else reject(new Error(`socket client: ${message.message}`));
      };
      child.on('message', answer);
      child.once('exit', exited);
      child.send({ type: 'connect', url, members } satisfies ClientCommand);
    });
  return {
    async connect(url, members) {
      await Promise.all(children.map((child, n) => connectOne(child, url, members.filter((_, i) => i % children.length === n))));
    },
    async close() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || !child.connected) return resolve();
              const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              child.send({ type: 'close' } satisfies ClientCommand);
            }),
        ),
      );
    },
  };
}
