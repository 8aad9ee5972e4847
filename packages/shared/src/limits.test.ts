import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('limits (SPEC section 9)', () => {
  it.each([
    ['ALARM_LIST_MAX', limits.ALARM_LIST_MAX, 5],
    ['ALARM_LIST_LIMIT', limits.ALARM_LIST_LIMIT, 50],
    ['PAGE_SIZE', limits.PAGE_SIZE, 10],
    ['PAGER_BLOCK_SIZE', limits.PAGER_BLOCK_SIZE, 10],
    ['TOAST_DURATION_MS', limits.TOAST_DURATION_MS, 6000],
    ['TOAST_FADE_MS', limits.TOAST_FADE_MS, 300],
    ['PASSWORD_MIN_LENGTH', limits.PASSWORD_MIN_LENGTH, 8],
    ['PASSWORD_MAX_LENGTH', limits.PASSWORD_MAX_LENGTH, 20],
    ['PHONE_MAX_LENGTH', limits.PHONE_MAX_LENGTH, 20],
    ['UNIVERSITY_MAX_LENGTH', limits.UNIVERSITY_MAX_LENGTH, 20],
    ['DEPARTMENT_MAX_LENGTH', limits.DEPARTMENT_MAX_LENGTH, 20],
    ['EMAIL_INPUT_MAX_LENGTH', limits.EMAIL_INPUT_MAX_LENGTH, 50],
    ['PASSWORD_INPUT_MAX_LENGTH', limits.PASSWORD_INPUT_MAX_LENGTH, 100],
    ['POPUP_HIDE_DAYS', limits.POPUP_HIDE_DAYS, 7],
    ['ENDORSER_COUNT', limits.ENDORSER_COUNT, 13],
    ['MBTI_COUNT', limits.MBTI_COUNT, 16],
    ['RELATIVE_TIME_MAX_HOURS', limits.RELATIVE_TIME_MAX_HOURS, 24],
    ['SOCKET_RECONNECT_DELAY_MS', limits.SOCKET_RECONNECT_DELAY_MS, 1000],
    ['SOCKET_RECONNECT_DELAY_MAX_MS', limits.SOCKET_RECONNECT_DELAY_MAX_MS, 5000],
    ['SOCKET_TIMEOUT_MS', limits.SOCKET_TIMEOUT_MS, 20000],
    ['DESKTOP_MIN_WIDTH', limits.DESKTOP_MIN_WIDTH, 992],
    ['COMMENT_PAGE_SIZE', limits.COMMENT_PAGE_SIZE, 50],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('partner carousel shows 3, 5, 7, 8 slides from widths 0, 512, 1200, 1400', () => {
    expect(limits.PARTNER_CAROUSEL_BREAKPOINTS).toEqual({ 0: 3, 512: 5, 1200: 7, 1400: 8 });
  });

  it('trophy tiers start at 14, 18, 24 and 30 campaigns', () => {
    expect(limits.TROPHY_THRESHOLDS).toEqual({ bronze: 14, silver: 18, gold: 24, platinum: 30 });
  });

  it('progress bar: minimum 0.6, speed 500 ms, trickle 1000 ms', () => {
    expect(limits.PROGRESS_BAR).toEqual({ minimum: 0.6, speed: 500, trickleSpeed: 1000 });
  });
});
