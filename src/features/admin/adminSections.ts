import { hasPermission, type PermissionKind, type PermissionUser } from '@nanum/shared/permissions';

interface AdminSection {
  key: string;
  label: string;
  /** Who sees the section beyond the admin area's own rule (the API checks the same). */
  permission?: PermissionKind;
}

/** The sections of /admin/page, in navigation order (the query `section` picks one). */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', label: '대시보드' },
  { key: 'corporations', label: '협력 기업' },
  { key: 'popups', label: '팝업 관리' },
  { key: 'members', label: '회원 관리' },
  { key: 'youth', label: '청소년 활동' },
  { key: 'attendance', label: '출석 QR' },
  { key: 'organisation', label: '팀 · 본부', permission: 'OPERATOR' },
  { key: 'reports', label: '신고 관리', permission: 'OPERATOR' },
  { key: 'deleted', label: '삭제된 글', permission: 'OPERATOR' },
  { key: 'donations', label: '후원 내역', permission: 'OPERATOR' },
  { key: 'broadcast', label: '알림 발송' },
  { key: 'content', label: '콘텐츠 관리' },
  { key: 'audit', label: '변경 기록' },
] as const satisfies readonly AdminSection[];

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

/** The sections the user may open. */
export const sectionsFor = (user: PermissionUser | null | undefined): readonly AdminSection[] =>
  ADMIN_SECTIONS.filter((section: AdminSection) => !section.permission || hasPermission(user, section.permission));

/** The section the query names when the user may open it, else the dashboard. */
export const sectionOf = (value: unknown, user?: PermissionUser | null): AdminSectionKey =>
  (sectionsFor(user).find((section) => section.key === value)?.key as AdminSectionKey | undefined) ?? 'dashboard';
