import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/messages';
import { showToast } from '@/features/toast/toastSlice';
import { requestWithStatus } from '@/lib/request';
import type { AppDispatch } from '@/store/store';

/**
 * "Hide for a week" of the pop-up shown (POST /api/popup/hide with its id: an operator may have
 * published a newer one meanwhile): the server remembers it for the account, or for this browser.
 * Says how it went in a toast; true when hidden. Loaded on the click (PopupAnnouncement
 * is in the HTML of the pages that show it: what only a click needs stays out of their JavaScript).
 */
export async function hidePopupForWeek(dispatch: AppDispatch, popupId: number): Promise<boolean> {
  try {
    const { status, body } = await requestWithStatus<{ message?: string }>('/api/popup/hide', { method: 'POST', body: { popupId } });
    if (status === 200) {
      dispatch(showToast({ level: 'GREEN', message: body?.message ?? '' }));
      return true;
    }
    dispatch(showToast({ level: 'RED', message: body?.message ?? CONNECTION_FAILED_MESSAGE }));
  } catch {
    dispatch(showToast({ level: 'RED', message: CONNECTION_FAILED_MESSAGE }));
  }
  return false;
}
