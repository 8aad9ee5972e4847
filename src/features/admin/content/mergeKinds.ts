import type { AdminKindView } from '@nanum/shared/contentViews';

/**
 * The kinds the editor shows once the server's list changed (after any save, add or delete):
 * the server's kinds, except that a name or colour the operator changed and has not saved yet
 * (it differs from what the server said before, which still says so) is kept, and so is an order
 * not yet saved.
 */
export function mergeKinds(before: readonly AdminKindView[], shown: readonly AdminKindView[], after: readonly AdminKindView[], keepOrder: boolean): AdminKindView[] {
  const merged = after.map((kind) => {
    const old = before.find((item) => item.id === kind.id);
    const mine = shown.find((item) => item.id === kind.id);
    if (!old || !mine) return kind;
    // A field the server did not change but the operator did is an unsaved edit.
    const unsaved = (field: 'name' | 'color') => kind[field] === old[field] && mine[field] !== old[field];
    return { ...kind, name: unsaved('name') ? mine.name : kind.name, color: unsaved('color') ? mine.color : kind.color };
  });
  if (!keepOrder) return merged;
  const place = (kind: AdminKindView) => {
    const index = shown.findIndex((item) => item.id === kind.id);
    return index === -1 ? shown.length : index;
  };
  return merged.map((kind, index) => ({ kind, index })).sort((a, b) => place(a.kind) - place(b.kind) || a.index - b.index).map(({ kind }) => kind);
}
