import { Worker, type ResourceLimits } from 'node:worker_threads';

export interface WorkerTask<T> {
  /** What the script reads as `workerData`. */
  workerData: unknown;
  /** Posted to the worker once it starts (transferred), when given. */
  input?: ArrayBuffer;
  /** After this long the worker is stopped and the task answers null. */
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
  /** The answer from the worker's first message (null for a message that is no answer). */
  read: (message: unknown) => T | null;
}

/**
 * Runs `source` (CommonJS, evaluated) once in a worker thread and answers what its first message
 * says, read by `task.read`; null when it fails, exits without a word or takes longer than
 * `task.timeoutMs` (the worker is then stopped). Work that a hostile input could make hold the
 * event loop (decoding a BMP, rendering Markdown) runs so, never on the thread serving requests.
 */
export function runWorkerTask<T>(source: string, task: WorkerTask<T>): Promise<T | null> {
  return new Promise((resolve) => {
    const worker = new Worker(source, { eval: true, workerData: task.workerData, ...(task.resourceLimits ? { resourceLimits: task.resourceLimits } : {}) });
    let settled = false;
    const finish = (value: T | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), task.timeoutMs);
    worker.once('message', (message: unknown) => finish(task.read(message)));
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
    if (task.input) worker.postMessage(task.input, [task.input]);
  });
}
