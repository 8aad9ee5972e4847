import { useCallback, useMemo } from 'react';
import type { AlarmItem } from '@nanum/shared/entities';
import { CONFIRM_DELETE_ALL_ALARMS, CONFIRM_DELETE_READ_ALARMS, CONFIRM_READ_ALL_ALARMS } from '@nanum/shared/messages';
import { ALARM_INDEX_ALL } from '@nanum/shared/alarmIndex';
import { useToast } from '@/features/toast/useToast';
import { useAppStore } from '@/store/hooks';
import { findStoredAlarm, isProvisionalAlarm } from '@nanum/shared/alarmPush';
import { deleteAlarms, fetchAlarms, markAlarmRead, type AlarmList, type AlarmOutcome } from './alarmApi';
import { replaceAlarms } from './alarmView';

export interface AlarmActions {
  /** Marks one alarm read (before following its link). */
  read(alarm: AlarmItem): Promise<boolean>;
  remove(alarm: AlarmItem): Promise<boolean>;
  /** The bulk options, each after its confirmation (SPEC sections 4 and 8). */
  readAll(): Promise<boolean>;
  removeRead(): Promise<boolean>;
  removeAll(): Promise<boolean>;
}

/**
 * The id to act on for `alarm`. A broadcast arrives with a provisional id (one packet for every
 * member): the list is fetched first, which brings the member's own row; null when it is gone
 * (the fetched list then replaces the stored one and there is nothing left to do).
 */
async function ownAlarmId(alarm: AlarmItem, userId: number, replaceList: (alarms: AlarmList) => void): Promise<number | null> {
  if (!isProvisionalAlarm(alarm)) return alarm.id;
  const alarms = await fetchAlarms(userId);
  if (!alarms) return alarm.id; // the call below fails and says so
  const stored = findStoredAlarm(alarms.list, alarm);
  if (!stored) replaceList(alarms);
  return stored?.id ?? null;
}

/**
 * What the bell's buttons do: call the API, replace the stored alarm list with the answer, and on
 * failure show the server's message in a red toast.
 */
export function useAlarmActions(): AlarmActions {
  const store = useAppStore();
  const toast = useToast();

  const apply = useCallback(
    async (call: (userId: number) => Promise<AlarmOutcome>, confirmText?: string, announce = false) => {
      const user = store.getState().user;
      if (!user) return false;
      if (confirmText && !window.confirm(confirmText)) return false;
      const outcome = await call(user.id);
      if (!outcome.ok || !outcome.alarms) {
        toast.warning(outcome.message);
        return false;
      }
      replaceAlarms(store, outcome.alarms);
      if (announce) toast.done(outcome.message);
      return true;
    },
    [store, toast],
  );

  /** Runs `call` on the member's own row of `alarm` (resolving a provisional id first). */
  const onAlarm = useCallback(
    (alarm: AlarmItem, call: (userId: number, id: number) => Promise<AlarmOutcome>) =>
      apply(async (userId) => {
        const id = await ownAlarmId(alarm, userId, (alarms) => replaceAlarms(store, alarms));
        const current = store.getState().user;
        return id === null ? { ok: true, message: '', alarms: { list: current?.alarm ?? [], unread: current?.alarmUnread ?? 0 } } : call(userId, id);
      }),
    [apply, store],
  );

  return useMemo(
    () => ({
      read: (alarm) => onAlarm(alarm, markAlarmRead),
      remove: (alarm) => onAlarm(alarm, (userId, id) => deleteAlarms(userId, id)),
      readAll: () => apply((userId) => markAlarmRead(userId, ALARM_INDEX_ALL), CONFIRM_READ_ALL_ALARMS, true),
      removeRead: () => apply((userId) => deleteAlarms(userId, ALARM_INDEX_ALL, true), CONFIRM_DELETE_READ_ALARMS, true),
      removeAll: () => apply((userId) => deleteAlarms(userId, ALARM_INDEX_ALL), CONFIRM_DELETE_ALL_ALARMS, true),
    }),
    [apply, onAlarm],
  );
}
