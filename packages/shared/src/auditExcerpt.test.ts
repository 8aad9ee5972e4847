import { describe, expect, it } from 'vitest';
import { AUDIT_EXCERPT_CHARS, auditExcerpts, auditFullLength } from './auditExcerpt';

describe('long values in the audit log', () => {
  it('shows short values whole', () => {
    expect(auditExcerpts('여름 캠프', '가을 캠프')).toEqual({ before: '여름 캠프', after: '가을 캠프' });
    const edge = 'ㄱ'.repeat(AUDIT_EXCERPT_CHARS);
    expect(auditExcerpts(edge, '-')).toEqual({ before: edge, after: '-' });
  });

  it('shows the same stretch of two long texts from a little before their first difference, with each whole length', () => {
    const before = `${'가'.repeat(1000)}토요일${'나'.repeat(1000)}`;
    const after = `${'가'.repeat(1000)}일요일${'나'.repeat(1001)}`;
    const shown = auditExcerpts(before, after);
    expect(shown.before).toBe(`…${'가'.repeat(30)}토요일${'나'.repeat(AUDIT_EXCERPT_CHARS - 33)}… (전체 2,003자)`);
    expect(shown.after).toBe(`…${'가'.repeat(30)}일요일${'나'.repeat(AUDIT_EXCERPT_CHARS - 33)}… (전체 2,004자)`);
  });

  it('starts at the beginning when the texts differ early, and ends at the end when they differ late', () => {
    const long = '봉'.repeat(500);
    expect(auditExcerpts(`X${long}`, `Y${long}`).before).toBe(`X${'봉'.repeat(AUDIT_EXCERPT_CHARS - 1)}… (전체 501자)`);
    expect(auditExcerpts(`${long}끝`, `${long}끄읕`)).toEqual({
      before: `…${'봉'.repeat(AUDIT_EXCERPT_CHARS - 1)}끝 (전체 501자)`,
      after: `…${'봉'.repeat(AUDIT_EXCERPT_CHARS - 2)}끄읕 (전체 502자)`,
    });
  });

  it('shows a long text against nothing (a deletion) from its start, the other side whole', () => {
    const body = `<p>${'내용 '.repeat(100)}</p>`;
    expect(auditExcerpts(body, '-')).toEqual({ before: `${Array.from(body).slice(0, AUDIT_EXCERPT_CHARS).join('')}… ${auditFullLength(body.length)}`, after: '-' });
  });

  it('never cuts a character in two', () => {
    const emoji = '😀'.repeat(200);
    const { before } = auditExcerpts(emoji, '-');
    expect(Array.from(before.split('…')[0] ?? '')).toHaveLength(AUDIT_EXCERPT_CHARS);
    expect(before).toContain('(전체 200자)');
  });
});
