import { useState } from 'react';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from './adminApi';
import { moved } from './content/OrderButtons';
import { useAdminList } from './useAdminList';

/** A row of a hand-ordered admin list: its id, and the name its buttons and confirmations use. */
export interface NamedRow {
  id: number;
  name: string;
}

/** Where a hand-ordered list lives: GET `list` (with `query`), DELETE `remove` { id }, PUT `order` { ...query, ids }. */
export interface OrderedListPaths {
  list: string;
  remove: string;
  order: string;
}

/**
 * An admin list the operator orders by hand (moves are kept until "순서 저장"), plus the row being
 * edited: the state and calls the corporations, endorsers and directory panels share.
 */
export function useOrderedAdminList<T extends NamedRow>(paths: OrderedListPaths, query?: Record<string, string>) {
  const toast = useToast();
  const { data, loading, reload, setData } = useAdminList<T[]>(paths.list, query);
  const [editing, setEditing] = useState<T | null>(null);
  const [dirty, setDirty] = useState(false);
  const list = data ?? [];

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    setData(moved(list, from, to));
    setDirty(true);
  };
  const saveOrder = async () => {
    const answer = await adminCall<T[]>('PUT', paths.order, { ...query, ids: list.map((item) => item.id) });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    setDirty(false);
    setData(answer.data);
  };
  const remove = async (item: T) => {
    if (!window.confirm(`'${item.name}'을(를) 삭제하시겠습니까?`)) return;
    const answer = await adminCall('DELETE', paths.remove, { id: item.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    if (editing?.id === item.id) setEditing(null);
    reload();
  };
  /** Leaves editing and unsaved moves behind (after a save, or when another list is picked). */
  const reset = () => {
    setEditing(null);
    setDirty(false);
  };
  const saved = () => {
    reset();
    reload();
  };

  return { list, loaded: !(loading && !data), editing, setEditing, dirty, move, saveOrder, remove, reset, saved };
}

export type OrderedAdminList<T extends NamedRow> = ReturnType<typeof useOrderedAdminList<T>>;
