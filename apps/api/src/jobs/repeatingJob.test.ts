import { describe, expect, it } from 'vitest';
import { startRepeatingJob } from './repeatingJob';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a repeating background job', () => {
  it('runs at once and then on every tick, one run at a time, and keeps going after a failure', async () => {
    let started = 0;
    let concurrent = 0;
    let most = 0;
    const errors: unknown[] = [];
    const job = startRepeatingJob({
      intervalMs: 5,
      onError: (error) => errors.push(error),
      run: async () => {
        started += 1;
        concurrent += 1;
        most = Math.max(most, concurrent);
        await wait(12);
        concurrent -= 1;
        if (started === 1) throw new Error('database down');
      },
    });
    expect(started).toBe(1);
    await wait(80);
    await job.stop();
    expect(started).toBeGreaterThan(2);
    expect(most).toBe(1);
    expect(errors).toEqual([new Error('database down')]);
  });

  it('waits for the run in progress on stop, and starts none after', async () => {
    let finished = false;
    let started = 0;
    const job = startRepeatingJob({
      intervalMs: 5,
      onError: () => undefined,
      run: async () => {
        started += 1;
        await wait(30);
        finished = true;
      },
    });
    await job.stop();
    expect(finished).toBe(true);
    await wait(30);
    expect(started).toBe(1);
  });

  it('with firstRunMs, waits that long before the first run', async () => {
    let started = 0;
    const job = startRepeatingJob({ intervalMs: 10_000, firstRunMs: 20, onError: () => undefined, run: async () => void (started += 1) });
    expect(started).toBe(0);
    await wait(50);
    expect(started).toBe(1);
    await job.stop();
  });
});
