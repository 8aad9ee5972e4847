// Review of 2 December: the cost of a post body on the main thread, where every other request
// waits for it. A write checks the body's markup (the board schemas, POST_MARKUP_LIMITS) and cleans
// it once (cleanPostBody); a read takes the text of the stored body without parsing it
// (textOfCleanHtml). Measured in process, one body at a time, each beside the same body handled as
// before in the same run; no database.
import sanitizeHtml from 'sanitize-html';
import { postInputSchema } from '@nanum/shared/boardSchemas';
import { markupSize } from '@nanum/shared/postMarkup';
import { cleanPostBody, plainText, sanitizePostHtml, textOfCleanHtml } from '../../apps/api/src/modules/community/sanitize';
import { POST_BODY_BUDGETS, type Budget } from './budgets';
import type { Figure } from './report';

const GROUP = 'Post bodies on the main thread (one body at a time, no database)';
const WARM_UP = 3;

/** Median and p99 of `runs` runs after a warm-up, ms. */
function timed(run: () => unknown, runs: number): { p50: number; p99: number } {
  const times: number[] = [];
  for (let n = 0; n < Math.min(WARM_UP, runs) + runs; n += 1) {
    const started = performance.now();
    run();
    if (n >= Math.min(WARM_UP, runs)) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] as number;
  return { p50: Number(at(50).toFixed(2)), p99: Number(at(99).toFixed(2)) };
}

/** What a write did with a body before: cleaned for its images, cleaned again, read for images and text (imagesOf, valuesOf). */
function writeAsBefore(body: string): void {
  const images = (html: string) => sanitizeHtml(html, { allowedTags: ['img'], allowedAttributes: { img: ['src'] }, exclusiveFilter: () => false });
  images(sanitizePostHtml(body));
  const clean = sanitizePostHtml(body);
  plainText(clean, Number.MAX_SAFE_INTEGER);
  images(clean);
}

/** What a write does now: the schema (with the markup check), then one cleaning when it is taken. */
function writeNow(body: string): void {
  const input = postInputSchema.safeParse({ title: '제목', content: body });
  if (input.success) cleanPostBody(input.data.content);
}

/** What the editor writes for a long post: paragraphs with marks and a link, a list after each. */
const editorPost = (paragraphs: number) =>
  Array.from(
    { length: paragraphs },
    (_, n) =>
      `<p>봉사 활동 ${n + 1}일째, <strong>오늘은</strong> 어르신 댁에 연탄을 나르고 <em>김장</em>을 도왔습니다. <a href="https://nanum.example/${n}">기록</a>도 남겼어요.</p>` +
      '<ul><li><p>장갑과 <strong>앞치마</strong></p></li><li><p>물</p></li></ul>',
  ).join('');

/**
 * Each figure beside the same body handled as before, in the same run (the machine is shared: the
 * ratio is what counts). The old way of a hostile body takes seconds: measured 3 times.
 */
export function postBodies(log: (line: string) => void): Figure[] {
  const figures: Figure[] = [];
  const compare = (name: string, now: () => unknown, before: () => unknown, beforeRuns: number, budget: Budget, note: string) => {
    log(`  ${name}`);
    const measured = timed(now, 50);
    const baseline = timed(before, beforeRuns);
    const ratio = measured.p50 / baseline.p50;
    figures.push({
      group: GROUP,
      name,
      value: measured.p50,
      unit: 'ms',
      p99Ms: measured.p99,
      baseline: baseline.p50,
      ratio: Number(ratio.toFixed(3)),
      budget,
      pass: ratio <= (budget.maxRatio ?? Infinity),
      note: `median of 50 runs, beside the median of ${beforeRuns} runs of the same body as before; ${note}`,
    });
  };

  for (const [name, body] of [
    ['"<p>x" and 33,000 unclosed <b> (99 KB)', `<p>x${'<b>'.repeat(33_000)}</p>`],
    ['5,500 short paragraphs (99 KB)', '<p>hello world</p>'.repeat(5_500)],
  ] as const) {
    if (postInputSchema.safeParse({ title: '제목', content: body }).success) throw new Error(`${name} was not refused`);
    compare(`a write refused: ${name}`, () => writeNow(body), () => writeAsBefore(body), 3, POST_BODY_BUDGETS.refusal, 'refused by the markup check; before, cleaned four times');
  }

  for (const [name, body] of [
    ['a long editor post', editorPost(400)],
    ['the costliest body within the limits, 4,500 links', '<a href=http://a>x</a>'.repeat(4_500)],
  ] as const) {
    if (!postInputSchema.safeParse({ title: '제목', content: body }).success) throw new Error(`${name} was refused`);
    const size = markupSize(body);
    compare(`a write taken: ${name} (${Math.round(body.length / 1000)} KB, ${size.elements.toLocaleString('en')} elements)`, () => writeNow(body), () => writeAsBefore(body), 10, POST_BODY_BUDGETS.write, 'checked, then cleaned once; before, cleaned four times');
  }

  // A hostile body stored before the limits existed: its text, as the post's excerpt, its feed and 통합검색 read it.
  const stored = sanitizePostHtml(`<p>x${'<b>'.repeat(33_000)}</p>`);
  compare(
    `a read: the text of a stored hostile body (${Math.round(stored.length / 1000)} KB)`,
    () => textOfCleanHtml(stored, Number.MAX_SAFE_INTEGER),
    () => plainText(stored, Number.MAX_SAFE_INTEGER),
    10,
    POST_BODY_BUDGETS.read,
    'read from the stored HTML by a scan; before, parsed again (sanitize-html)',
  );
  return figures;
}
