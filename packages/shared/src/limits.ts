/**
 * Business constants and limits of SPEC section 9 (plus the layout breakpoint of section 2).
 * Every number of a domain rule is written here once; other modules import it.
 */

/** Most entries the client alarm list keeps (written in alarmListLimits.ts, a small module for the toast store). */
export { ALARM_LIST_MAX } from './alarmListLimits';
/** How many alarms a member's alarm list (the bell) carries, newest first. */
export const ALARM_LIST_LIMIT = 50;
/** Days a member's alarm is kept at all (read or not): the bell shows the newest 50, and no one scrolls back a year. */
export const ALARM_KEEP_DAYS = 365;
/** Days an alarm the member deleted (hidden) is kept before its row goes. */
export const HIDDEN_ALARM_KEEP_DAYS = 30;

/** Posts or comments of a user fetched per request (the `pageMax` query). */
export const PAGE_SIZE = 10;
/** Page numbers the pager shows per block. */
export const PAGER_BLOCK_SIZE = 10;

/** How long a toast stays before it dismisses itself, in ms. */
export const TOAST_DURATION_MS = 6000;
/** Fade-out of a toast, in ms. */
export const TOAST_FADE_MS = 300;

/** Shortest valid password, in characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest valid password, in characters. */
export const PASSWORD_MAX_LENGTH = 20;
/** Longest phone number, in characters. */
export const PHONE_MAX_LENGTH = 20;
/** Longest university name, in characters. */
export const UNIVERSITY_MAX_LENGTH = 20;
/** Longest department name, in characters. */
export const DEPARTMENT_MAX_LENGTH = 20;
/** Maximum length of the login email input. */
export const EMAIL_INPUT_MAX_LENGTH = 50;
/** Maximum length of the login password input. */
export const PASSWORD_INPUT_MAX_LENGTH = 100;
/** Longest stored address (the storage column; SPEC gives none). */
export const ADDRESS_MAX_LENGTH = 255;

/** Days the pop-up stays hidden after "hide for a week". */
export const POPUP_HIDE_DAYS = 7;
/** "Hide for a week" calls a member, or a visitor's address, may make an hour (each stores a row). */
export const POPUP_HIDE_LIMIT_PER_HOUR = 10;

/** Partner carousel: slides shown from each minimum viewport width (px). */
export const PARTNER_CAROUSEL_BREAKPOINTS: Readonly<Record<number, number>> = { 0: 3, 512: 5, 1200: 7, 1400: 8 };

/** Campaign counts from which each trophy tier is reached. */
export const TROPHY_THRESHOLDS = { bronze: 14, silver: 18, gold: 24, platinum: 30 } as const;

/** Route-change progress bar (NProgress option names: minimum, speed and trickleSpeed in ms). */
export const PROGRESS_BAR = { minimum: 0.6, speed: 500, trickleSpeed: 1000 } as const;

/** Entries in the endorser list. */
export const ENDORSER_COUNT = 13;
/** Personality (MBTI) types. */
export const MBTI_COUNT = 16;

/** Relative time ("N시간 전") is used below this age; older dates show as a date. */
export const RELATIVE_TIME_MAX_HOURS = 24;

/** Socket reconnect delay at first, in ms. */
export const SOCKET_RECONNECT_DELAY_MS = 1000;
/** Socket reconnect delay ceiling, in ms. */
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5000;
/** Socket connection timeout, in ms. */
export const SOCKET_TIMEOUT_MS = 20000;
/** Largest message a socket may send; the client only ever sends clientUpdate with {} (a bigger one disconnects). */
export const SOCKET_MAX_MESSAGE_BYTES = 16 * 1024;
/** Messages a socket may send in one second; one more disconnects it (a flood). */
export const SOCKET_MAX_EVENTS_PER_SECOND = 100;
/**
 * Sockets open at once from one address, by default (SOCKETS_PER_ADDRESS in the environment): a
 * school or office behind one address opens one a tab for each of its people.
 */
export const SOCKETS_PER_ADDRESS = 100;
/** Sockets open at once for one member (one a tab, across their browsers). */
export const SOCKETS_PER_MEMBER = 10;
/**
 * Messages a member's sockets may send together in a minute (each clientUpdate reads the session
 * and the member): the client sends one at start, login and logout. Visitors share one budget
 * per address (SOCKET_ADDRESS_EVENTS_PER_MINUTE). Past it the sending socket is disconnected.
 */
export const SOCKET_MEMBER_EVENTS_PER_MINUTE = 60;
export const SOCKET_ADDRESS_EVENTS_PER_MINUTE = 240;

/** The desktop layout applies above (strictly wider than) this viewport width, in px. */
export const DESKTOP_MIN_WIDTH = 992;

/** Latest notices and gallery posts shown on the home page, per board. */
export const HOME_LATEST_POSTS = 4;

/**
 * Top-level comments on one page of a post's comments, each with all its replies (commentPages.ts):
 * the post's answer and its server-rendered page carry the first page, the rest come on request.
 */
export const COMMENT_PAGE_SIZE = 50;
