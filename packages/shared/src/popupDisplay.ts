/** The pop-up announcement as the display call answers it (SPEC sections 3 and 7). */
export interface DisplayPopup {
  id: number;
  title: string;
  image: string | null;
  link: string;
  description: string;
}

/** GET /api/popup/get/display: whether to show the pop-up on this page load, and which one. */
export interface PopupDisplay {
  isShowPopup: boolean;
  popup: DisplayPopup | null;
}
