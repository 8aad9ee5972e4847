/**
 * How the audit log shows a stored value: code fields by their Korean label (직급 팀장, not 9), ids
 * of teams and divisions by name (the API looks the names up for the entries of a page), a board's
 * permissions one action at a time.
 */
import { type BroadcastTarget } from './adminRules';
import { affiliationTypeLabel, permissionLabel, powerLabel, rankLabel } from './codes';
import { BOARD_ACTION_LABELS, BOARD_LAYOUT_LABELS } from './contentRules';
import { formatDateTime } from './format';
import { MEMBER_CATEGORY_LABELS } from './memberCategories';
import { PARTICIPATION_STATUS_LABELS } from './youthRules';

/** The kinds of id an entry may name. */
export type AuditIdKind = 'team' | 'division';

/** Names of the teams and divisions a page of entries refers to, by id. */
export type AuditNames = Record<AuditIdKind, Record<number, string>>;

export const NO_AUDIT_NAMES: AuditNames = { team: {}, division: {} };

/** A snapshot's fields (an array or a lone value as `value`, nothing as none). */
export type Snapshot = Record<string, unknown>;

export const fieldsOf = (snapshot: unknown): Snapshot =>
  snapshot !== null && typeof snapshot === 'object' && !Array.isArray(snapshot) ? (snapshot as Snapshot) : snapshot === null || snapshot === undefined ? {} : { value: snapshot };

/** Fields a snapshot carries only as the label of another (a member's rankLabel beside rank): left out. */
export const DERIVED_FIELDS: ReadonlySet<string> = new Set(['typeLabel', 'rankLabel', 'powerLabel', 'teamName', 'divisionName']);

/** A value as text: its label, or undefined to show it as stored. */
type Show = (value: unknown, snapshot: Snapshot, names: AuditNames) => string | undefined;

const label =
  (table: Readonly<Record<string, string>>): Show =>
  (value) =>
    typeof value === 'string' && Object.hasOwn(table, value) ? table[value] : undefined;

const cohort: Show = (value) => (Number.isInteger(value) ? `${String(value)}기` : undefined);

/** A team's or division's name: looked up, else the name the snapshot kept beside the id, else its number. */
const named =
  (kind: AuditIdKind): Show =>
  (value, snapshot, names) => {
    if (typeof value !== 'number') return undefined;
    const kept = snapshot[`${kind}Name`];
    return names[kind][value] ?? (typeof kept === 'string' && snapshot[`${kind}Id`] === value ? kept : `#${value}`);
  };

/** A broadcast's audience: the kind of audience and the one it names (팀 나눔1팀, 직급 팀장). */
const AUDIENCES: Readonly<Record<BroadcastTarget, { label: string; value?: Show }>> = {
  all: { label: '전체 회원' },
  type: { label: '소속', value: (value) => affiliationTypeLabel(value) },
  cardinal: { label: '기수', value: cohort },
  division: { label: '본부', value: named('division') },
  team: { label: '팀', value: named('team') },
  rank: { label: '직급', value: (value) => rankLabel(value) },
};

const audienceOf = (target: unknown) => (typeof target === 'string' && Object.hasOwn(AUDIENCES, target) ? AUDIENCES[target as BroadcastTarget] : undefined);

const audience: Show = (target, snapshot, names) => {
  const kind = audienceOf(target);
  if (!kind) return undefined;
  const value = kind.value?.(snapshot.value, {}, names);
  return value === undefined ? kind.label : `${kind.label} ${value}`;
};

/** How each coded field reads. */
const SHOWN: Readonly<Record<string, Show>> = {
  rank: (value) => rankLabel(value),
  type: (value) => affiliationTypeLabel(value),
  power: (value) => powerLabel(value),
  cardinal: cohort,
  teamId: named('team'),
  divisionId: named('division'),
  target: audience,
  layout: label(BOARD_LAYOUT_LABELS),
  status: label(PARTICIPATION_STATUS_LABELS),
  category: label(MEMBER_CATEGORY_LABELS),
};

/**
 * A moment written with its zone, as the API keeps times in snapshots (toIso: "2026-11-25T15:30:00.000Z",
 * a deleted post's 삭제 시각, a member's 가입일): shown as the site shows times, on Korean time.
 * Days ("2026-12-01") and times of day ("10:00") have no zone and show as they are.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A value as the log shows it; `field` names it in its snapshot. */
function auditText(field: string, snapshot: Snapshot, names: AuditNames): string {
  const value = snapshot[field];
  if (value === null || value === undefined || value === '') return '-';
  const shown = SHOWN[field]?.(value, snapshot, names);
  if (shown !== undefined) return shown;
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A snapshot's fields as the log shows and compares them, each as text: a broadcast's audience value
 * goes into 받는 사람, a board's permissions become one field per action (perm.write: 관리자만).
 */
export function shownFields(snapshot: Snapshot, names: AuditNames): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(snapshot)) {
    if (DERIVED_FIELDS.has(field) || (field === 'value' && audienceOf(snapshot.target))) continue;
    if (field === 'perm' && value !== null && typeof value === 'object') {
      for (const [action, code] of Object.entries(value)) fields[`perm.${action}`] = permissionLabel(code) ?? String(code);
    } else fields[field] = auditText(field, snapshot, names);
  }
  return fields;
}

/** The Korean name of a permission field (perm.write: 글쓰기 권한), or undefined for another field. */
export const permissionFieldLabel = (field: string): string | undefined => {
  const action = field.startsWith('perm.') ? field.slice('perm.'.length) : '';
  return Object.hasOwn(BOARD_ACTION_LABELS, action) ? `${BOARD_ACTION_LABELS[action as keyof typeof BOARD_ACTION_LABELS]} 권한` : undefined;
};

/** The ids of teams and divisions the entries name, for one lookup of their names. */
export function auditReferences(snapshots: readonly unknown[]): Record<AuditIdKind, number[]> {
  const ids: Record<AuditIdKind, Set<number>> = { team: new Set(), division: new Set() };
  for (const snapshot of snapshots.map(fieldsOf)) {
    for (const kind of ['team', 'division'] as const) {
      const id = snapshot[`${kind}Id`] ?? (snapshot.target === kind ? snapshot.value : undefined);
      if (typeof id === 'number' && Number.isInteger(id)) ids[kind].add(id);
    }
  }
  return { team: [...ids.team], division: [...ids.division] };
}
