/**
 * The audit log in Korean: what each action and target is called, which fields changed from what
 * to what, and the CSV an operator downloads (UTF-8 with a BOM, so Excel opens Korean text).
 */
import type { Paged } from './adminViews';
import { fieldsOf, NO_AUDIT_NAMES, permissionFieldLabel, shownFields, type AuditNames, type Snapshot } from './auditValues';
import { SITE_SETTING_FIELDS } from './contentRules';
import { DONATION_STATE_LABELS } from './donationRules';
import { formatDateTime } from './format';
import { csvDocument } from './csv';
import type { WithdrawContentChoice } from './ownAccountRules';

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
  'post.update': '게시글 수정(운영진)',
  'post.delete': '게시글 삭제(운영진)',
  'post.restore': '게시글 복구',
  'comment.update': '댓글 수정(운영진)',
  'comment.delete': '댓글 삭제(운영진)',
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
  'campaign.delete': '캠페인 삭제',
  'participation.enroll': '참여자 등록',
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

/** Stands in an audited filter for the search words (names, addresses), which the log never keeps. */
export const AUDIT_SEARCH_WORDS_WITHHELD = '(검색어 입력됨, 기록하지 않음)';

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
  // Campaigns.
  startTime: '시작 시각',
  endTime: '종료 시각',
  applyDeadline: '신청 마감일',
  // Participations, attendance and certificates.
  campaignId: '캠페인 번호',
  userId: '회원 번호',
  participationId: '참여 기록 번호',
  participationIds: '참여 기록 번호',
  revokedCertificates: '폐기된 확인서',
  number: '발급번호',
  totalMinutes: '총 활동 시간(분)',
  ledgerDigest: '활동 기록 검증값',
  revokedAt: '폐기 시각',
  cause: '폐기 원인',
  // Content pages, board kinds, directory order, deleted posts and comments.
  slug: '페이지 주소',
  lead: '요약',
  boardId: '게시판 번호',
  color: '색상',
  ids: '순서(번호)',
  deletedAt: '삭제 시각',
  deletedBy: '삭제한 사람',
  // Members, broadcasts, report decisions.
  joinedAt: '가입일',
  content: '게시글과 댓글',
  promotional: '광고성 정보',
  openReports: '처리 대기 신고(건)',
  // Exports and donation files.
  format: '파일 형식',
  year: '연도',
  issued: '발급 건수',
  withoutNumber: '주민등록번호 없는 건수',
  withdrawn: '발급 취소한 영수증(건)',
  doubtful: '확인이 필요한 후원(건)',
  receiptsVoided: '폐기된 영수증(건)',
};

/** The Korean name of a field as the log shows it: its own label, a board permission's, a site setting's; undefined for one the log has no name for. */
export function auditFieldLabel(field: string): string | undefined {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field];
  if (Object.hasOwn(SITE_SETTING_FIELDS, field)) return SITE_SETTING_FIELDS[field as keyof typeof SITE_SETTING_FIELDS].label;
  return permissionFieldLabel(field);
}

/** Coded values of fields the shared value rules (auditValues.ts) do not read: shown by their Korean names. */
const CODE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  state: DONATION_STATE_LABELS,
  content: { keep: '탈퇴한 회원 이름으로 남김', delete: '모두 삭제' } satisfies Record<WithdrawContentChoice, string>,
  cause: { correction: '활동 기록 정정·취소' },
};

/**
 * A snapshot with its coded values by name; a list (an order of ids) as the field `ids`. A report
 * decision logged before its snapshots shared their fields ({ reports: n } before, { handled: 1 }
 * after) reads as those since: the open reports, n before and none after.
 */
function readable(snapshot: unknown): Snapshot {
  if (Array.isArray(snapshot)) return { ids: snapshot };
  const fields: Snapshot = { ...fieldsOf(snapshot) };
  if (typeof fields.hidden === 'boolean' && !('openReports' in fields)) {
    if (typeof fields.reports === 'number') {
      fields.openReports = fields.reports;
      delete fields.reports;
    } else if (fields.handled === 1) {
      fields.openReports = 0;
      delete fields.handled;
    }
  }
  for (const [field, table] of Object.entries(CODE_LABELS)) {
    const value = fields[field];
    if (typeof value === 'string' && Object.hasOwn(table, value)) fields[field] = table[value];
  }
  return fields;
}

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
  const old = shownFields(readable(before), names);
  const now = shownFields(readable(after), names);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((field) => field !== 'id');
  return fields
    .map((field) => ({ field, label: auditFieldLabel(field) ?? field, before: old[field] ?? '-', after: now[field] ?? '-' }))
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
