import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

/** What renderInTimeZone.tsx prints when the process runs in time zone `tz`. */
async function renderUnder(tz: string): Promise<{ processTimeZone: string; formatted: Array<Record<string, unknown>>; zoneLess: string; markup: string }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'src/lib/renderInTimeZone.tsx')], {
    cwd: root,
    env: { ...process.env, TZ: tz },
  });
  return JSON.parse(stdout);
}

describe('times on the page, whatever the server’s time zone', () => {
  it('renders the same Korean dates and times under TZ=UTC, TZ=America/New_York and TZ=Asia/Seoul', async () => {
    const [utc, newYork, seoul] = await Promise.all([renderUnder('UTC'), renderUnder('America/New_York'), renderUnder('Asia/Seoul')]);
    // Each child really ran in its own zone...
    expect([utc.processTimeZone, newYork.processTimeZone, seoul.processTimeZone]).toEqual(['UTC', 'America/New_York', 'Asia/Seoul']);
    // ...and wrote exactly the same text.
    const { processTimeZone: _u, ...fromUtc } = utc;
    const { processTimeZone: _n, ...fromNewYork } = newYork;
    const { processTimeZone: _s, ...fromSeoul } = seoul;
    expect(fromNewYork).toEqual(fromUtc);
    expect(fromSeoul).toEqual(fromUtc);

    // 2026-12-31T15:00Z is midnight of New Year's Day in Seoul (still 10:00 on the 31st in New York).
    expect(utc.formatted[1]).toMatchObject({ date: '2027-01-01', dateTime: '2027-01-01 00:00', month: '2027-01', long: '2027년 1월 1일', today: '2027-01-01', ended: true, guardian: false });
    expect(utc.formatted[0]).toMatchObject({ date: '2026-12-31', dateTime: '2026-12-31 23:59', ended: false, guardian: true });
    expect(utc.zoneLess).toBe('2026-12-31 23:59');
    // The home page's latest notices and a relative date as the server renders them.
    expect(utc.markup).toContain('<time dateTime="2026-12-31T15:00:00.000Z" class="latest-date">2027-01-01</time>');
    expect(utc.markup).toContain('<time dateTime="2026-11-25T15:30:00.000Z" title="2026-11-26 00:30">2026-11-26 00:30</time>');
  }, 60_000);
});
