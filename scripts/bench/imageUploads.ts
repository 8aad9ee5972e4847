// Issue 21 (finding 1): an image upload must not stall the server. While three hostile BMPs (329 KB
// RLE8 files declaring 6300 x 6300 pixels) and three 12 MP JPEGs upload at once, round after round,
// /api/health is asked one request at a time: its p99 is the figure (budget 50 ms), beside the
// event loop delay and the process's memory peak.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { rle8Bmp } from '../../apps/api/src/test/hostileImages';
import { startServerProcess } from '../../apps/api/src/test/serverProcess';
import { IMAGE_UPLOAD_HEALTH_BUDGET } from './budgets';
import type { Figure } from './report';

const GROUP = 'Image uploads: /api/health while 3 hostile BMPs and 3 12 MP JPEGs upload';
const ROUNDS = 5;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** The peak resident memory of a process (VmHWM), in MB; null where /proc is not there. */
function peakMemoryMb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

export async function imageUploads(env: Record<string, string>, root: string, login: (base: string, email: string) => Promise<string>, log: (line: string) => void): Promise<Figure[]> {
  const app = await startServerProcess(env, 90_000, { nodeArgs: ['--require', path.join(root, 'scripts/bench/loopMonitor.cjs')], ipc: true });
  // loopMonitor.cjs: 'reset' starts the measurement (no answer), 'report' answers the delays.
  const reset = () => app.child.send('reset');
  const report = () =>
    new Promise<{ p99: number; max: number }>((resolve) => {
      app.child.once('message', (answer) => resolve(answer as { p99: number; max: number }));
      app.child.send('report');
    });
  try {
    const bomb = rle8Bmp(6300, 6300);
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 160, b: 90 } } }).jpeg({ quality: 85 }).toBuffer();
    // One member per upload (the upload limit is per member): six a round.
    const cookies: string[] = [];
    for (let i = 0; i < ROUNDS * 6; i += 1) cookies.push(await login(app.url, `bench${i}@nanum.example`));
    const upload = (cookie: string, data: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(data)], { type }), name);
      return fetch(`${app.url}/api/user/set/profile/image`, { method: 'POST', headers: { cookie }, body: form }).then((res) => res.status);
    };

    reset();
    const times: number[] = [];
    const statuses: number[] = [];
    let uploading = true;
    const health = (async () => {
      while (uploading) {
        const started = performance.now();
        const res = await fetch(`${app.url}/api/health`);
        await res.arrayBuffer();
        times.push(performance.now() - started);
      }
    })();
    for (let round = 0; round < ROUNDS; round += 1) {
      const own = cookies.slice(round * 6, round * 6 + 6);
      statuses.push(
        ...(await Promise.all([
          ...own.slice(0, 3).map((cookie) => upload(cookie, bomb, 'bomb.bmp', 'image/bmp')),
          ...own.slice(3).map((cookie) => upload(cookie, photo, 'photo.jpg', 'image/jpeg')),
        ])),
      );
    }
    uploading = false;
    await health;
    const loop = await report();
    times.sort((a, b) => a - b);
    const p50 = Number(percentile(times, 50).toFixed(1));
    const p99 = Number(percentile(times, 99).toFixed(1));
    const memory = peakMemoryMb(app.child.pid);
    const refused = statuses.filter((status, i) => i % 6 < 3 && status === 400).length;
    const stored = statuses.filter((status, i) => i % 6 >= 3 && status === 200).length;
    const failures = ROUNDS * 6 - refused - stored;
    log(`image uploads: /api/health p99 ${p99} ms, event loop p99 ${loop.p99.toFixed(1)} ms, memory peak ${memory ?? '?'} MB`);
    return [
      {
        group: GROUP,
        name: '/api/health, one request at a time',
        value: p50,
        unit: 'ms',
        p99Ms: p99,
        failures,
        budget: IMAGE_UPLOAD_HEALTH_BUDGET,
        pass: failures === 0 && p99 <= (IMAGE_UPLOAD_HEALTH_BUDGET.maxP99Ms ?? Infinity),
        note: `median ${p50} ms, p99 ${p99} ms over ${times.length} requests during ${ROUNDS} rounds of 6 uploads; bombs refused ${refused}/${ROUNDS * 3}, JPEGs stored ${stored}/${ROUNDS * 3}; event loop p99 ${loop.p99.toFixed(1)} ms (max ${loop.max.toFixed(1)} ms); memory peak ${memory ?? '?'} MB`,
      },
    ];
  } finally {
    await app.stop();
  }
}
