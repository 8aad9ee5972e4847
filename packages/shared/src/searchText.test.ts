import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditFilterSchema } from './adminSchemas';
import { memberListQuerySchema } from './adminMemberSchemas';
import { boardListQuerySchema } from './boardSchemas';
import { donationFilterSchema } from './donationSchemas';
import { searchQuerySchema } from './searchSchemas';
import { TEXT_CHARACTERS_INVALID_MESSAGE } from './textRules';
import { youthMemberQuerySchema } from './youthSchemas';

/** Every typed search or name filter of the site, with the field it is read from. */
const FILTERS: Array<[string, z.ZodType, string]> = [
  ['통합검색', searchQuerySchema, 'q'],
  ['a board keyword', boardListQuerySchema, 'keyword'],
  ['the admin member list', memberListQuerySchema, 'keyword'],
  ['the youth member search', youthMemberQuerySchema, 'keyword'],
  ['the donation list', donationFilterSchema, 'q'],
  ['the audit log', auditFilterSchema, 'actor'],
];

describe.each(FILTERS)('the search text of %s', (_name, schema, field) => {
  const parse = (value: string) => schema.safeParse({ [field]: value });

  it('refuses a NUL, an escape or a bidi override with the text rule message', () => {
    for (const value of ['\u0000', '김\u0000', '나눔\u001b[31m', '\u202e눔나']) {
      const answer = parse(value);
      expect(answer.success, JSON.stringify(value)).toBe(false);
      expect(answer.error?.issues[0]?.message).toBe(TEXT_CHARACTERS_INVALID_MESSAGE);
    }
  });

  it('reads pasted line breaks and tabs as spaces, trimmed and composed', () => {
    const answer = parse('\n김나눔\t봉사\r\n');
    expect(answer.success).toBe(true);
    expect((answer.data as Record<string, unknown>)[field]).toBe('김나눔 봉사');
    const decomposed = parse('김나눔'.normalize('NFD'));
    expect((decomposed.data as Record<string, unknown>)[field]).toBe('김나눔');
  });
});
