/**
 * The audit log in Korean: what each action and target is called, which fields changed from what
 * to what, and the CSV an operator downloads (UTF-8 with a BOM, so Excel opens Korean text).
 */
import type { Paged } from './adminViews';
import { fieldsOf, NO_AUDIT_NAMES, permissionFieldLabel, shownFields, type AuditNames } from './auditValues';
import { formatDateTime } from './format';
import { csvDocument } from './csv';

export { NO_AUDIT_NAMES, auditReferences, type AuditNames } from './auditValues';

/** Korean name of each recorded action. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'corporation.create': '기업 등록',
  'corporation.update': '기업 수정',
  'corporation.delete': '기업 삭제',
  'corporation.order': '기업 순서 변경',
  'popup.create': '팝업 생성',
  'popup.update': '팝업 수정',
  'popup.status': '팝업 노출 전환',
  'popup.delete': '팝업 삭제',
  'member.update': '회원 수정',
  'member.withdraw': '회원 탈퇴',
  'report.hide': '신고 대상 숨김',
  'report.restore': '신고 대상 복구',
  'report.keep': '신고 대상 유지',
  'post.restore': '게시글 복구',
  'comment.restore': '댓글 복구',
  'alarm.broadcast': '알림 발송',
  'page.update': '페이지 수정',
  'board.update': '게시판 설정 변경',
  'kind.create': '말머리 추가',
  'kind.update': '말머리 수정',
  'kind.delete': '말머리 삭제',
  'kind.order': '말머리 순서 변경',
  'orgMember.create': '구성원 등록',
  'orgMember.update': '구성원 수정',
  'orgMember.delete': '구성원 삭제',
  'orgMember.order': '구성원 순서 변경',
  'endorser.create': '홍보대사 등록',
  'endorser.update': '홍보대사 수정',
  'endorser.delete': '홍보대사 삭제',
  'endorser.order': '홍보대사 순서 변경',
  'settings.update': '사이트 정보 변경',
  'division.create': '본부 등록',
  'division.update': '본부 수정',
  'division.delete': '본부 삭제',
  'team.create': '팀 등록',
  'team.update': '팀 수정',
  'team.delete': '팀 삭제',
  'campaign.create': '캠페인 등록',
  'campaign.update': '캠페인 수정',
  'participation.select': '참여자 선발',
  'participation.attend': '참여 시간 확인',
  'participation.approve': '참여 승인',
  'participation.reject': '참여 반려',
  'participation.correct': '참여 기록 정정',
  'participation.cancel': '참여 기록 취소',
  'attendance.correct': '출석 기록 정정',
  'participation.export': '봉사 실적 내보내기',
  'certificate.issue': '확인서 발급',
  'certificate.revoke': '확인서 무효화',
  'donation.refund': '후원 환불',
  'donation.export': '후원 내역 내려받기',
  'donation.taxFile': '연말정산 간소화 자료 내려받기',
  'receipt.issue': '기부금 영수증 발급',
};

/** Korean name of each kind of target (the filter offers these). */
export const AUDIT_TARGET_LABELS: Readonly<Record<string, string>> = {
  member: '회원',
  corporation: '협력 기업',
  popup: '팝업',
  post: '게시글',
  comment: '댓글',
  alarm: '알림',
  page: '페이지',
  board: '게시판',
  kind: '말머리',
  orgMember: '구성원',
  endorser: '홍보대사',
  settings: '사이트 정보',
  division: '본부',
  team: '팀',
  campaign: '캠페인',
  participation: '참여 기록',
  cohort: '기수·팀·본부',
  certificate: '활동 확인서',
  donation: '후원',
};

/** Korean names of the fields the snapshots hold; others show as they are stored. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  amount: '금액',
  paymentId: '결제 번호',
  state: '상태',
  filter: '조회 조건',
  rows: '건수',
  name: '이름',
  title: '제목',
  subTitle: '부제목',
  description: '내용',
  link: '링크',
  href: '이동 주소',
  image: '이미지',
  sort: '순서',
  active: '노출',
  startDate: '시작일',
  endDate: '종료일',
  rank: '직급',
  type: '소속',
  category: '분류',
  position: '직책',
  cardinal: '기수',
  power: '권한',
  hidden: '숨김',
  certify: '인증',
  endOfActivity: '활동 종료',
  teamId: '팀',
  divisionId: '본부',
  email: '이메일',
  status: '상태',
  minutes: '인정 시간(분)',
  reason: '사유',
  recipients: '받은 사람 수',
  target: '받는 사람',
  value: '대상 값',
  layout: '형태',
  perm: '권한',
  certifiedOnly: '인증 회원만',
  body: '본문',
  place: '장소',
  capacity: '정원',
  creditMinutes: '인정 시간(분)',
  checkInAt: '입실 시각',
  checkOutAt: '퇴실 시각',
  minutesServed: '활동 시간(분)',
};

/** One changed field: its Korean name and the values before and after, as text. */
export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The fields that differ between two snapshots (a creation lists every field, a deletion too), codes
 * by their labels and teams and divisions by the names in `names`.
 */
export function auditChanges(before: unknown, after: unknown, names: AuditNames = NO_AUDIT_NAMES): AuditChange[] {
  const old = shownFields(fieldsOf(before), names);
  const now = shownFields(fieldsOf(after), names);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => field !== 'id');
  return fields
    .map((field) => ({ field, label: FIELD_LABELS[field] ?? permissionFieldLabel(field) ?? field, before: old[field] ?? '-', after: now[field] ?? '-' }))
    .filter((change) => change.before !== change.after);
}

/** An entry as the log shows and exports it. */
export interface AuditEntryView {
  id: number;
  /** Who did it (null once their account is gone). */
  userId: number | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
  date: string | null;
}

/** A page of the audit log (GET /api/admin/audit): its entries and the names of the teams and divisions they name. */
export interface AuditPageView extends Paged<AuditEntryView> {
  names: AuditNames;
}

/** "회원 #34 (김나눔)": the target's kind, number and, when a snapshot names it, its name or title. */
export function auditTargetLabel(entry: Pick<AuditEntryView, 'targetType' | 'targetId' | 'before' | 'after'>): string {
  const kind = AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType;
  const named = { ...fieldsOf(entry.before), ...fieldsOf(entry.after) };
  const name = typeof named.name === 'string' ? named.name : typeof named.title === 'string' ? named.title : '';
  return `${kind}${entry.targetId === null ? '' : ` #${entry.targetId}`}${name ? ` (${name})` : ''}`;
}

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/**
 * The entries as CSV: 일시, 담당자, 작업, 대상, 변경 내용 (one "필드: 전 → 후" per line), UTF-8 with
 * a BOM. A cell that a spreadsheet would run as a formula (=, +, -, @) starts with a quote.
 */
export function auditCsv(entries: readonly AuditEntryView[], names: AuditNames = NO_AUDIT_NAMES): string {
  const header = ['일시', '담당자', '작업', '대상', '변경 내용'];
  const rows = entries.map((entry) => [
    entry.date ? formatDateTime(entry.date) : '-',
    entry.actorName,
    auditActionLabel(entry.action),
    auditTargetLabel(entry),
    auditChanges(entry.before, entry.after, names)
      .map((change) => `${change.label}: ${change.before} → ${change.after}`)
      .join('\n'),
  ]);
  return csvDocument(header, rows);
}
