/** Korean messages of the public site (pages, directory, pop-up). */

/** A content page that does not exist. */
export const PAGE_NOT_FOUND_MESSAGE = '요청하신 페이지를 찾을 수 없습니다.';
/** /member?page= with an unknown category. */
export const MEMBER_CATEGORY_INVALID_MESSAGE = '존재하지 않는 구성원 분류입니다.';
/** The pop-up was hidden for a week. */
export const POPUP_HIDDEN_MESSAGE = '일주일 동안 팝업을 보지 않습니다.';
/** "Hide for a week" when there is no pop-up to hide. */
export const POPUP_NOT_FOUND_MESSAGE = '숨길 팝업이 없습니다.';
