import type { NextRouter } from 'next/router';
import type { User } from '@nanum/shared/entities';
import { startAlarmListUpdates } from '@/features/alarm/alarmListUpdates';
import { showToast } from '@/features/toast/toastSlice';
import { startCampaignListUpdates } from '@/features/youth/campaignListUpdates';
import { emitClientUpdate } from '@/lib/socket';
import { openModal } from '@/store/modalSlice';
import type { AppDispatch, AppStore } from '@/store/store';
import { sendToJoinIfNotCertified } from './certification';
import { loginQueryNotice } from './loginQuery';
import { settleStartedProvider } from './socialProviders';

/**
 * The parts of the session start (SPEC section 4) that no first paint needs, loaded by useSession
 * beside the current user's fetch (an import() of its own, so that socket handling, the
 * not-certified alert and the social login notices stay out of the JavaScript every page loads).
 */

/** Live updates (notifications, campaign list), for the whole visit. */
export function startLiveUpdates(store: AppStore): void {
  startAlarmListUpdates(store);
  startCampaignListUpdates(store);
}

/**
 * Once the current user is known: a user who is not certified is alerted and sent to
 * /author/join?sns=true; then clientUpdate goes out with an empty payload.
 */
export function afterSessionLoaded(user: User | null, router: Pick<NextRouter, 'asPath' | 'push'>): void {
  if (user) sendToJoinIfNotCertified(user, router);
  void emitClientUpdate();
}

/**
 * The outcome of a social login that came back with ?login=done, ?login=failed...: a toast (and
 * the login modal for link-required), once; the provider clicked becomes "최근 사용" only if it
 * worked; then the query leaves the address.
 */
export function showLoginQueryNotice(router: NextRouter, dispatch: AppDispatch): void {
  const notice = loginQueryNotice(router.query.login);
  if (!notice) return;
  settleStartedProvider(notice.succeeded);
  dispatch(showToast({ level: notice.level, message: notice.message }));
  if (notice.openLogin) dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
  const { login: _login, ...query } = router.query;
  void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
}
