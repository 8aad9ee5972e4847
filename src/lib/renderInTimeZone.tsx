/**
 * Renders dated markup on the server as a page would, and prints it as JSON: the test beside
 * this file runs it under several process time zones (TZ) and expects the same text each time.
 * Run: TZ=America/New_York npx tsx src/lib/renderInTimeZone.tsx
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { formatDate, formatDateTime, formatLocaleTimestamp, formatLongDate, formatMonth, formatRelativeTime } from '@nanum/shared/format';
import { lastSiteMonths, siteToday, startOfSiteDay } from '@nanum/shared/timeZone';
import { hasActivityEnded } from '@nanum/shared/youthRules';
import { needsGuardianConsent } from '@nanum/shared/age';
import LatestNews from '@/features/home/LatestNews';
import { withDateText } from '@/features/home/latestDates';
import { RelativeDate } from './RelativeDate';

/** Instants around midnight in Seoul, where UTC and New York are still on the day before. */
const SAMPLE_DATES = ['2026-12-31T14:59:59.000Z', '2026-12-31T15:00:00.000Z', '2026-11-25T15:30:00.000Z', '2026-03-08T06:30:00Z'];

const post = (id: number, date: string) => ({ id, title: `공지 ${id}`, boardHref: 'notice', thumbnail: null, kind: null, date });

const output = {
  processTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  formatted: SAMPLE_DATES.map((date) => ({
    date: formatDate(date),
    dateTime: formatDateTime(date),
    month: formatMonth(date),
    long: formatLongDate(date),
    locale: formatLocaleTimestamp(date),
    relative: formatRelativeTime(date, '2027-01-02T00:00:00Z'),
    today: siteToday(new Date(date)),
    dayStart: startOfSiteDay(new Date(date)).toISOString(),
    months: lastSiteMonths(new Date(date), 2),
    ended: hasActivityEnded({ endDate: '2026-12-31' }, new Date(date)),
    // Born on 1 January 2013: 14 from New Year's Day in Korea.
    guardian: needsGuardianConsent('2013-01-01', new Date(date)),
  })),
  zoneLess: formatDateTime('2026-12-31 23:59:59'),
  markup: renderToStaticMarkup(
    <>
      {/* The home page's notices, dated on the server as its getServerSideProps does. */}
      <LatestNews notices={withDateText(SAMPLE_DATES.map((date, index) => post(index + 1, date)))} gallery={[]} />
      {SAMPLE_DATES.map((date) => (
        <RelativeDate key={date} iso={date} />
      ))}
    </>,
  ),
};

process.stdout.write(JSON.stringify(output));
