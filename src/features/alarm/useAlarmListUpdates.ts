import { useEffect } from 'react';
import { onAlarmListUpdate, onReconnect } from '@/lib/socket';
import { showToast } from '@/features/toast/toastSlice';
import { useAppStore } from '@/store/hooks';
import { setUser } from '@/store/userSlice';
import { fetchAlarms } from './alarmApi';
import { alarmToastMessage, withAlarmList } from './alarmListUpdate';

/**
 * Live notifications (SPEC section 4): on alarmListUpdate the stored user's alarm list is replaced
 * and a BLUE info toast shows the alarm's title. After the socket reconnects (a network gap, a
 * server restart), the list is fetched again so nothing pushed during the gap is missed. Used
 * once, in the app wrapper.
 */
export function useAlarmListUpdates(): void {
  const store = useAppStore();
  useEffect(() => {
    const stopUpdates = onAlarmListUpdate((payload) => {
      const user = store.getState().user;
      if (user) store.dispatch(setUser(withAlarmList(user, payload)));
      store.dispatch(showToast({ level: 'BLUE', message: alarmToastMessage(payload) }));
    });
    const stopReconnect = onReconnect(() => {
      const user = store.getState().user;
      if (!user?.certify) return;
      void fetchAlarms(user.id).then((list) => {
        const current = store.getState().user;
        if (list && current?.id === user.id) store.dispatch(setUser({ ...current, alarm: list }));
      });
    });
    return () => {
      stopUpdates();
      stopReconnect();
    };
  }, [store]);
}
