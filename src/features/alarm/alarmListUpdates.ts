import { onAlarmListUpdate, onReconnect } from '@/lib/socket';
import { showToast } from '@/features/toast/toastSlice';
import type { AppStore } from '@/store/store';
import { setUser } from '@/store/userSlice';
import { fetchAlarms } from './alarmApi';
import { alarmToastMessage, replaceAlarms, withAlarmList } from './alarmView';

/**
 * Live notifications (SPEC section 4): on alarmListUpdate the stored user's alarm list is replaced
 * and a BLUE info toast shows the alarm's title. After the socket reconnects (a network gap, a
 * server restart), the list is fetched again so nothing pushed during the gap is missed. A push
 * that arrives while that fetch is under way may be fresher than its answer, so the fetch is made
 * again (up to 3 times) rather than let an older list replace a newer one. Started once per page
 * load by the session start (src/features/auth/sessionStart.ts); returns the function that stops it.
 */
export function startAlarmListUpdates(store: AppStore): () => void {
  let pushes = 0;
  const catchUp = async (userId: number, attempt = 1): Promise<void> => {
    const before = pushes;
    const alarms = await fetchAlarms(userId);
    if (pushes !== before && attempt < 3) return catchUp(userId, attempt + 1);
    if (alarms && pushes === before && store.getState().user?.id === userId) replaceAlarms(store, alarms);
  };
  const stopUpdates = onAlarmListUpdate((payload) => {
    pushes += 1;
    const user = store.getState().user;
    if (user) store.dispatch(setUser(withAlarmList(user, payload)));
    // A list with alarms taken out (a deleted comment's) brings nothing new to announce.
    if (payload.alarmContent) store.dispatch(showToast({ level: 'BLUE', message: alarmToastMessage(payload) }));
  });
  const stopReconnect = onReconnect(() => {
    const user = store.getState().user;
    if (user?.certify) void catchUp(user.id);
  });
  return () => {
    stopUpdates();
    stopReconnect();
  };
}
