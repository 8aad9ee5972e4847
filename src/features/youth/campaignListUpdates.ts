import { fetchCurrentUser } from '@/features/auth/currentUserApi';
import { onCampaignListUpdate, onReconnect } from '@/lib/socket';
import type { AppStore } from '@/store/store';
import { setUser } from '@/store/userSlice';

/**
 * Keeps the stored user's campaignList (SPEC section 3) current without a reload: when a manager
 * approves the member's participation the server pushes the new list (campaignListUpdate), which
 * replaces the stored one, so the profile's count and trophy and the own ability page follow at
 * once. After the socket reconnects the user is fetched again, in case an approval came during
 * the gap. Started once per page load by the session start (src/features/auth/sessionStart.ts);
 * returns the function that stops it.
 */
export function startCampaignListUpdates(store: AppStore): () => void {
  const stopUpdates = onCampaignListUpdate(({ campaignList }) => {
    const user = store.getState().user;
    if (user) store.dispatch(setUser({ ...user, campaignList }));
  });
  const stopReconnect = onReconnect(() => {
    const user = store.getState().user;
    if (!user?.certify) return;
    void fetchCurrentUser().then((fresh) => {
      const current = store.getState().user;
      if (fresh && current?.id === fresh.id) store.dispatch(setUser({ ...current, campaignList: fresh.campaignList }));
    });
  });
  return () => {
    stopUpdates();
    stopReconnect();
  };
}
