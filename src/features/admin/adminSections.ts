/** The sections of /admin/page, in navigation order (the query `section` picks one). */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', label: '대시보드' },
  { key: 'corporations', label: '협력 기업' },
  { key: 'popups', label: '팝업 관리' },
  { key: 'members', label: '회원 관리' },
  { key: 'reports', label: '신고 관리' },
  { key: 'deleted', label: '삭제된 글' },
  { key: 'broadcast', label: '알림 발송' },
  { key: 'content', label: '콘텐츠 관리' },
  { key: 'audit', label: '변경 기록' },
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

export const sectionOf = (value: unknown): AdminSectionKey =>
  ADMIN_SECTIONS.find((section) => section.key === value)?.key ?? 'dashboard';
