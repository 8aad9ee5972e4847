/**
 * Which pop-up visitors see, stated once for the admin list: one pop-up at a time, the newest
 * (highest number) that is switched on and whose days include today in Korea. The API picks the
 * same one (popupDisplay.repo findDisplayPopup: active, start day <= now <= end day, newest first).
 */

/** What a pop-up is doing today. */
export type PopupState = 'shown' | 'waiting' | 'scheduled' | 'ended' | 'off';

/** How the admin list names each state, and what it means. */
export const POPUP_STATE_LABELS: Record<PopupState, { label: string; hint: string }> = {
  shown: { label: '노출 중', hint: '지금 방문자에게 보이는 팝업입니다.' },
  waiting: { label: '대기', hint: '더 최근 팝업이 노출 중이라 보이지 않습니다. 그 팝업을 숨기거나 기간이 끝나면 보입니다.' },
  scheduled: { label: '예약', hint: '시작일이 되면 보입니다.' },
  ended: { label: '기간 종료', hint: '종료일이 지나 보이지 않습니다.' },
  off: { label: '숨김', hint: '노출하기를 누르기 전에는 보이지 않습니다.' },
};

export interface PopupSchedule {
  id: number;
  active: boolean;
  /** YYYY-MM-DD, Korean days, or null for no limit. */
  startDate: string | null;
  endDate: string | null;
}

/**
 * A pop-up with nothing to show yet: a new draft's placeholder title (or none) and no text, picture
 * or link. It may not be switched on, or it would take the visitors' pop-up from a real one.
 */
export function isEmptyPopup(popup: { title: string; description: string; image: string | null; link: string }, draftTitle: string): boolean {
  return (popup.title.trim() === '' || popup.title.trim() === draftTitle) && !popup.description.trim() && !popup.image && !popup.link.trim();
}

/** Each pop-up's state on `today` (YYYY-MM-DD in Korea). */
export function popupStates(popups: readonly PopupSchedule[], today: string): Map<number, PopupState> {
  const inPeriod = (popup: PopupSchedule) => (!popup.startDate || popup.startDate <= today) && (!popup.endDate || popup.endDate >= today);
  const shown = popups.filter((popup) => popup.active && inPeriod(popup)).reduce<number | null>((newest, popup) => (newest === null || popup.id > newest ? popup.id : newest), null);
  return new Map(
    popups.map((popup): [number, PopupState] => {
      if (!popup.active) return [popup.id, 'off'];
      if (popup.id === shown) return [popup.id, 'shown'];
      if (popup.startDate && popup.startDate > today) return [popup.id, 'scheduled'];
      if (popup.endDate && popup.endDate < today) return [popup.id, 'ended'];
      return [popup.id, 'waiting'];
    }),
  );
}
