import { useEffect } from 'react';
import { onAlarmListUpdate } from '@/lib/socket';
import { showToast } from '@/features/toast/toastSlice';
import { useAppStore } from '@/store/hooks';
import { setUser } from '@/store/userSlice';
import { alarmToastMessage, withAlarmList } from './alarmListUpdate';

/**
 * Live notifications (SPEC section 4): on alarmListUpdate the stored user's alarm list is replaced
 * and a BLUE info toast shows the alarm's title. Used once, in the app wrapper.
 */
export function useAlarmListUpdates(): void {
  const store = useAppStore();
  useEffect(
    () =>
      onAlarmListUpdate((payload) => {
        const user = store.getState().user;
        if (user) store.dispatch(setUser(withAlarmList(user, payload)));
        store.dispatch(showToast({ level: 'BLUE', message: alarmToastMessage(payload) }));
      }),
    [store],
  );
}
