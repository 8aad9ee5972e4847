import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditChanges, auditCsv, auditReferences, auditTargetLabel, type AuditEntryView } from './auditLog';

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
      { field: 'rank', label: '직급', before: '회원', after: '정회원' },
      { field: 'certify', label: '인증', before: '아니오', after: '예' },
    ]);
  });

  it('lists every field of a creation, from nothing', () => {
    expect(auditChanges(null, { id: 3, title: '겨울 캠페인', subTitle: '', active: false })).toEqual([
      { field: 'title', label: '제목', before: '-', after: '겨울 캠페인' },
      { field: 'active', label: '노출', before: '-', after: '아니오' },
    ]);
  });

  const names = { team: { 7: '나눔1팀' }, division: { 2: '서울본부' } };
  const changed = (before: unknown, after: unknown) => auditChanges(before, after, names).map((change) => `${change.label}: ${change.before} → ${change.after}`);

  it.each([
    ["a member's codes by their labels", { rank: 0, type: 1, power: 0, cardinal: 3 }, { rank: 9, type: 2, power: 1, cardinal: 4 }, ['직급: 회원 → 팀장', '소속: 협회 → 청소년 챔프단', '권한: 회원 → 운영자', '기수: 3기 → 4기']],
    ['teams and divisions by their looked-up names', { teamId: 7, divisionId: null }, { teamId: 8, divisionId: 2 }, ['팀: 나눔1팀 → #8', '본부: - → 서울본부']],
    [
      'a team and division the page did not look up by the name the member snapshot kept, without repeating it',
      { teamId: 9, teamName: '희망팀', rankLabel: '회원', rank: 0 },
      { teamId: 7, teamName: '나눔1팀', rankLabel: '팀장', rank: 9 },
      ['팀: 희망팀 → 나눔1팀', '직급: 회원 → 팀장'],
    ],
    ["a broadcast's audience with the one it names", null, { title: '모임', target: 'team', value: 7, recipients: 4 }, ['제목: - → 모임', '받는 사람: - → 팀 나눔1팀', '받은 사람 수: - → 4']],
    ['a broadcast to a rank and to a type', { target: 'rank', value: 9 }, { target: 'type', value: 2 }, ['받는 사람: 직급 팀장 → 소속 청소년 챔프단']],
    ['a broadcast to a cohort and to everyone', { target: 'cardinal', value: 5 }, { target: 'all', value: null }, ['받는 사람: 기수 5기 → 전체 회원']],
    [
      "a board's permissions one action at a time, its layout by name",
      { layout: 'list', perm: { list: 2, read: 2, write: 0, comment: 1, download: 1 } },
      { layout: 'gallery', perm: { list: 2, read: 2, write: 3, comment: 1, download: 1 } },
      ['형태: 목록형 → 갤러리형', '글쓰기 권한: 관리자만 → 운영자 이상'],
    ],
    ["a participation's state and a directory category by name", { status: 'attended', category: 'advisory' }, { status: 'approved', category: 'director' }, ['상태: 참여 확인 → 승인', '분류: 자문위원회 → 이사회']],
    ['a code no table holds as stored', { rank: 99, status: 'archived' }, { rank: 98, status: 'gone' }, ['직급: 99 → 98', '상태: archived → gone']],
  ])('shows %s', (_, before, after, expected) => {
    expect(changed(before, after)).toEqual(expected);
  });

  it.each([
    [
      "a certificate's issue",
      null,
      { number: 'NANUM-2026-ABCD', userId: 34, participationIds: [5, 6], totalMinutes: 480, ledgerDigest: 'ab12' },
      ['발급번호: - → NANUM-2026-ABCD', '회원 번호: - → 34', '참여 기록 번호: - → [5,6]', '총 활동 시간(분): - → 480', '활동 기록 검증값: - → ab12'],
    ],
    [
      "a certificate revoked by a correction, the cause by name",
      { number: 'NANUM-2026-ABCD', userId: 34, revokedAt: null },
      { number: 'NANUM-2026-ABCD', userId: 34, reason: '시간 정정', cause: 'correction', participationId: 5 },
      ['사유: - → 시간 정정', '폐기 원인: - → 활동 기록 정정·취소', '참여 기록 번호: - → 5'],
    ],
    ["a campaign's times", { startTime: null, endTime: null, applyDeadline: null }, { startTime: '10:00', endTime: '14:00', applyDeadline: '2026-12-01' }, ['시작 시각: - → 10:00', '종료 시각: - → 14:00', '신청 마감일: - → 2026-12-01']],
    ['a promotional broadcast', null, { title: '후원의 밤', promotional: true, target: 'all', value: null, recipients: 3 }, ['제목: - → 후원의 밤', '광고성 정보: - → 예', '받는 사람: - → 전체 회원', '받은 사람 수: - → 3']],
    ["a report decision's open reports and hiding", { hidden: false, openReports: 2 }, { hidden: true, openReports: 0 }, ['숨김: 아니오 → 예', '처리 대기 신고(건): 2 → 0']],
    ['a report decision logged with the fields of before', { hidden: false, reports: 5 }, { hidden: false, handled: 1 }, ['처리 대기 신고(건): 5 → 0']],
    ["a refund's states by name", { state: 'paid', amount: 10000, paymentId: 'pay-1' }, { state: 'refunded', reason: '중복 결제' }, ['상태: 후원 완료 → 환불', '금액: 10000 → -', '결제 번호: pay-1 → -', '사유: - → 중복 결제']],
    ["a withdrawal's choice for posts and comments", null, { content: 'delete' }, ['게시글과 댓글: - → 모두 삭제']],
    ['an order of ids', [3, 1, 2], [1, 2, 3], ['순서(번호): [3,1,2] → [1,2,3]']],
    [
      'times kept with their zone on Korean time, days and times of day as they are',
      { deletedAt: '2026-11-25T15:30:00.000Z', deletedBy: '김운영', joinedAt: '2026-01-01T00:00:00+09:00', checkInAt: '2026-11-20 10:05' },
      { deletedAt: null, joinedAt: '2026-02-01T03:04:05Z', startDate: '2026-12-01', startTime: '10:00', checkInAt: '2026-11-20 10:15' },
      ['삭제 시각: 2026-11-26 00:30 → -', '삭제한 사람: 김운영 → -', '가입일: 2026-01-01 00:00 → 2026-02-01 12:04', '입실 시각: 2026-11-20 10:05 → 2026-11-20 10:15', '시작일: - → 2026-12-01', '시작 시각: - → 10:00'],
    ],
    ['site settings by their names', { phone: '02-000-0000', donationBank: '' }, { phone: '02-111-1111', donationBank: '국민은행' }, ['대표 전화: 02-000-0000 → 02-111-1111', '후원 계좌 은행: - → 국민은행']],
  ])('names the fields of %s in Korean', (_, before, after, expected) => {
    expect(changed(before, after)).toEqual(expected);
  });

  it("names a moderator's edit and delete of someone else's post or comment, and what it changed", () => {
    expect(['post.update', 'post.delete', 'comment.update', 'comment.delete'].map(auditActionLabel)).toEqual(['게시글 수정(운영진)', '게시글 삭제(운영진)', '댓글 수정(운영진)', '댓글 삭제(운영진)']);
    // Every action the API records has its name (the log's filter offers these).
    for (const action of ['post.update', 'post.delete', 'comment.update', 'comment.delete']) expect(Object.hasOwn(AUDIT_ACTION_LABELS, action)).toBe(true);
    const edit = entry({ action: 'post.update', targetType: 'post', targetId: 7, before: { title: '공지', body: '<p>모임은 토요일</p>' }, after: { title: '공지', body: '<p>모임은 일요일</p>' } });
    expect(changed(edit.before, edit.after)).toEqual(['본문: <p>모임은 토요일</p> → <p>모임은 일요일</p>']);
    expect(auditTargetLabel(edit)).toBe('게시글 #7 (공지)');
    expect(changed({ title: '공지', body: '<p>내용</p>' }, null)).toEqual(['제목: 공지 → -', '본문: <p>내용</p> → -']);
    expect(changed({ description: '광고 댓글' }, { description: '(운영진이 가림)' })).toEqual(['내용: 광고 댓글 → (운영진이 가림)']);
    expect(changed({ description: '광고 댓글' }, null)).toEqual(['내용: 광고 댓글 → -']);
  });

  it('finds the teams and divisions a page of entries names, once each', () => {
    expect(auditReferences([{ teamId: 7, divisionId: 2 }, null, { target: 'team', value: 8 }, { target: 'division', value: 2 }, { target: 'rank', value: 9 }, [1, 2], { teamId: 7 }])).toEqual({ team: [7, 8], division: [2] });
  });

  it('names the target by kind, number and name', () => {
    expect(auditTargetLabel(entry())).toBe('회원 #34 (김나눔)');
    expect(auditTargetLabel(entry({ targetType: 'alarm', targetId: null, before: null, after: { target: 'all' } }))).toBe('알림');
  });

  it('exports CSV with a BOM, Korean headers and Korean time, quoting what must be quoted and defusing formulas', () => {
    const csv = auditCsv([entry(), entry({ id: 2, actorName: '=HYPERLINK("x")', action: 'popup.update', targetType: 'popup', targetId: 5, before: { title: 'a,b' }, after: { title: 'c' } })]);
    expect(csv.startsWith('\uFEFF일시,담당자,작업,대상,변경 내용\r\n')).toBe(true);
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toBe('2026-11-26 00:30,류성민,회원 수정,회원 #34 (김나눔),"직급: 회원 → 정회원\n인증: 아니오 → 예"');
    expect(second).toBe(`2026-11-26 00:30,"'=HYPERLINK(""x"")",팝업 수정,팝업 #5 (c),"제목: a,b → c"`);
  });
});
