import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite in WAL mode copies the WAL back into the database file (a checkpoint) whenever a commit
 * leaves more than 1,000 pages in it, inside that commit: with better-sqlite3 on the event loop.
 * One alarm broadcast to 10,000 members dirties about 4,000 pages (every member's entry of the
 * alarms index), so its commit also wrote 16 MB to the database file and waited for two fsyncs:
 * 100-200 ms with every request, and the broadcast's push, waiting behind it.
 *
 * Here the app's connections leave checkpoints to a worker thread with its own connection, which
 * runs a PASSIVE checkpoint (it never blocks readers or writers) every `intervalMs`. Only the
 * copying moves: what is committed is in the WAL before the commit returns, exactly as before, and
 * SQLite replays the WAL on the next open if the process ends between checkpoints.
 */
export interface WalCheckpoints {
  /** Runs a last checkpoint and ends the worker. */
  stop(): Promise<void>;
}

/** The worker: plain CommonJS (a worker thread does not get the app's TypeScript loader). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
// Opened at the first checkpoint (the app creates the file at start). A checkpoint that fails (the
// file busy past the timeout, not there yet) is tried again at the next interval.
const checkpoint = () => {
  try {
    if (!db) {
      db = new Database(workerData.filename, { fileMustExist: true });
      db.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
    }
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db?.close();
  parentPort.close();
});
`;

/**
 * Starts the checkpoint worker on the database file `filename`. The app's own connections must set
 * `wal_autocheckpoint = 0`; `onFailure` is told when the worker ends on its own (the caller then
 * turns the automatic checkpoints back on, so the WAL never grows without end).
 */
export function startWalCheckpoints(filename: string, options: { intervalMs: number; busyTimeoutMs: number; onFailure: (error: unknown) => void }): WalCheckpoints {
  const driver = createRequire(__filename).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, filename, intervalMs: options.intervalMs, busyTimeoutMs: options.busyTimeoutMs } });
  // Never what keeps the process alive.
  worker.unref();
  let stopping = false;
  worker.on('error', (error) => {
    if (!stopping) options.onFailure(error);
  });
  worker.on('exit', (code) => {
    if (!stopping) options.onFailure(new Error(`WAL checkpoint worker exited with ${code}`));
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      worker.postMessage('stop');
      return exited;
    },
  };
}
