import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanFileName, fileExtension, youtubeId } from '@nanum/shared/boardRules';
import { emailField } from '@nanum/shared/accountSchemas';
import { hasInvisibleCharacters } from '@nanum/shared/textRules';
import { safeReturnPath } from '../modules/auth/social/returnTo';

/** Inputs that make backtracking regexes explode: long runs of what a pattern repeats, then a mismatch. */
const HOSTILE = [
  'a'.repeat(50_000) + '!',
  '1'.repeat(50_000) + 'x',
  '&'.repeat(50_000),
  'a.'.repeat(50_000) + '!',
  'a@' + 'a.'.repeat(50_000) + '!',
  '-'.repeat(50_000) + '1',
  `https://www.youtube.com/watch?${'&v='.repeat(20_000)}`,
  `https://youtu.be/${'a'.repeat(50_000)}`,
  '010-' + '1'.repeat(50_000),
  'NANUM-2026-' + 'A'.repeat(50_000),
  '#' + 'f'.repeat(50_000),
  '/'.repeat(50_000) + '\\',
  '\u200b'.repeat(50_000),
];

/** A test of one input must end well within this (a catastrophic pattern takes seconds to hours). */
const BUDGET_MS = 250;

function slowest(run: (input: string) => unknown): { ms: number; input: number } {
  let worst = { ms: 0, input: -1 };
  HOSTILE.forEach((input, index) => {
    const started = performance.now();
    run(input);
    const ms = performance.now() - started;
    if (ms > worst.ms) worst = { ms, input: index };
  });
  return worst;
}

/** Every RegExp the shared package exports (the one home of the site's patterns). */
async function sharedRegexes(): Promise<Array<[string, RegExp]>> {
  const dir = path.resolve(__dirname, '../../../../packages/shared/src');
  const found: Array<[string, RegExp]> = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (value instanceof RegExp) found.push([`${file}: ${name}`, value]);
  }
  return found;
}

describe('regular expressions against ReDoS strings', () => {
  it('finds the shared patterns to test', async () => {
    const names = (await sharedRegexes()).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['schemas.ts: PASSWORD_REGEX', 'schemas.ts: PHONE_REGEX', 'youthRules.ts: CERTIFICATE_NUMBER_PATTERN', 'textRules.ts: INVISIBLE_CHARACTERS']));
  });

  it('runs every exported shared pattern in linear time', async () => {
    for (const [name, pattern] of await sharedRegexes()) {
      const worst = slowest((input) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(input));
      expect({ name, ...worst, slow: worst.ms > BUDGET_MS }).toMatchObject({ name, slow: false });
    }
  });

  it.each<[string, (input: string) => unknown]>([
    ['youtubeId (video links)', youtubeId],
    ['the email field (zod email pattern)', (input) => emailField.safeParse(input)],
    ['zod email pattern itself', (input) => z.regexes.email.test(input)],
    ['cleanFileName (upload names)', cleanFileName],
    ['fileExtension', fileExtension],
    ['hasInvisibleCharacters (names)', hasInvisibleCharacters],
    ['safeReturnPath (social-login return)', safeReturnPath],
  ])('runs %s in linear time', (_name, run) => {
    expect(slowest(run).ms).toBeLessThan(BUDGET_MS);
  });
});
