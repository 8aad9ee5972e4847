// The toast levels, kept apart from the other codes (codes.ts re-exports them): the toast store,
// in every page's JavaScript, needs these and none of the rest.

/** Toast levels (SPEC section 4); also the colour of a client alarm entry. */
export const TOAST_LEVELS = ['BLUE', 'GREEN', 'YELLOW', 'RED'] as const;
/** A toast level colour. */
export type ToastLevel = (typeof TOAST_LEVELS)[number];

/** Korean meaning of each toast level: notice, done, caution, warning. */
export const TOAST_LEVEL_LABELS = { BLUE: '알림', GREEN: '완료', YELLOW: '주의', RED: '경고' } as const satisfies Record<ToastLevel, string>;
