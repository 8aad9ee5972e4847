import { describe, expect, it } from 'vitest';
import { auditChanges, auditCsv, auditTargetLabel, type AuditEntryView } from './auditLog';

const entry = (overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id: 1,
  userId: 3,
  actorName: '류성민',
  action: 'member.update',
  targetType: 'member',
  targetId: 34,
  before: { name: '김나눔', rank: 0, certify: false },
  after: { name: '김나눔', rank: 2, certify: true },
  date: '2026-11-25T15:30:00.000Z',
  ...overrides,
});

describe('the audit log in Korean', () => {
  it('lists only the fields that changed, by their Korean names', () => {
    expect(auditChanges(entry().before, entry().after)).toEqual([
      { field: 'rank', label: '직급', before: '0', after: '2' },
      { field: 'certify', label: '인증', before: '아니오', after: '예' },
    ]);
  });

  it('lists every field of a creation, from nothing', () => {
    expect(auditChanges(null, { id: 3, title: '겨울 캠페인', subTitle: '', active: false })).toEqual([
      { field: 'title', label: '제목', before: '-', after: '겨울 캠페인' },
      { field: 'active', label: '노출', before: '-', after: '아니오' },
    ]);
  });

  it('names the target by kind, number and name', () => {
    expect(auditTargetLabel(entry())).toBe('회원 #34 (김나눔)');
    expect(auditTargetLabel(entry({ targetType: 'alarm', targetId: null, before: null, after: { target: 'all' } }))).toBe('알림');
  });

  it('exports CSV with a BOM, Korean headers and Korean time, quoting what must be quoted and defusing formulas', () => {
    const csv = auditCsv([entry(), entry({ id: 2, actorName: '=HYPERLINK("x")', action: 'popup.update', targetType: 'popup', targetId: 5, before: { title: 'a,b' }, after: { title: 'c' } })]);
    expect(csv.startsWith('\uFEFF일시,담당자,작업,대상,변경 내용\r\n')).toBe(true);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe('2026-11-26 00:30,류성민,회원 수정,회원 #34 (김나눔),"직급: 0 → 2\n인증: 아니오 → 예"');
    expect(second).toBe(`2026-11-26 00:30,"'=HYPERLINK(""x"")",팝업 수정,팝업 #5 (c),"제목: a,b → c"`);
  });
});
