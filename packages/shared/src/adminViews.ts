/**
 * What the admin area's calls answer (the API's presenters and services build these; the web's
 * admin sections read them). Pure types.
 */
import type { RoleField } from './authority';
import type { DeletedTarget } from './deletedContent';

/** A page of an admin list (members, deleted writing, audit log, managed members). */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A member as the admin list shows it: codes with their labels, no private contact data. */
export interface AdminMemberFields {
  id: number;
  name: string;
  email: string;
  type: number;
  typeLabel: string;
  rank: number;
  rankLabel: string;
  cardinal: number;
  power: number;
  powerLabel: string;
  certify: boolean;
  hidden: number;
  endOfActivity: boolean;
  teamId: number | null;
  teamName: string | null;
  divisionId: number | null;
  divisionName: string | null;
  joinedAt: string | null;
}

/** A member row of GET /api/user/get/list/all and the answer of PUT /api/admin/user. */
export interface AdminMemberView extends AdminMemberFields {
  /** The fields the viewer may change (the authority model, authority.ts); empty: no edit. */
  editable: readonly RoleField[];
}

/** A reported post or comment of the queue (GET /api/admin/reports). */
export interface ReportView {
  targetType: DeletedTarget;
  targetId: number;
  count: number;
  reasons: Array<{ code: number; label: string; count: number }>;
  descriptions: string[];
  firstAt: string | null;
  lastAt: string | null;
  title: string;
  boardName: string | null;
  href: string | null;
  hidden: boolean;
  exists: boolean;
  /** The viewer wrote the reported post or comment: another staff member decides (decideReport answers 403). */
  ownWriting: boolean;
  /**
   * What was reported beside what it says now, when its author changed it since the round's first
   * report (신고 당시 내용 / 현재 내용); null when unchanged or no copy is kept. Moderators only.
   */
  changed: { reported: ReportedText; current: ReportedText } | null;
}

/** A reported post's title and text, or a comment's text (title ''), as plain text. */
export interface ReportedText {
  title: string;
  text: string;
}

/** GET /api/admin/dashboard. */
export interface DashboardView {
  signups: Array<{ month: string; count: number }>;
  boards: Array<{ board: string; posts: number; comments: number }>;
  members: { total: number; certified: number; active: number };
  campaigns: Array<{ campaign: string; participants: number }>;
  /** The newest archive in BACKUP_DIR (when it was written, ISO; its bytes), or null when there is none. */
  backup: { at: string; size: number } | null;
}

/** A corporation (협력 기관, SPEC section 3) of GET /api/corporation/get/all. */
export interface CorporationView {
  id: number;
  name: string;
  description: string;
  link: string;
  /** Its position in the list, 1 for the first (the number the list shows and the form takes). */
  sort: number;
  image: string | null;
  /** What the form loaded (editVersion): sent back with a save, which is refused if someone changed the corporation in between. */
  version: string;
}

/** A pop-up content (SPEC section 3) of GET /api/popup/get/content/all, with its optional days. */
export interface PopupContentView {
  id: number;
  title: string;
  description: string;
  link: string;
  image: string | null;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
  /** What the form loaded (editVersion): sent back with a save, which is refused if someone changed the pop-up in between. */
  version: string;
}
