import { describe, expect, it } from 'vitest';
import { applicationClosure, campaignPhase, campaignSchedule, ELIGIBLE_APPLICANTS_TEXT, mapSearchLinks, placesLeft } from './campaignPage';

/** 2026-11-25 15:00 UTC is already the 26th in Korea. */
const on26th = new Date('2026-11-25T15:00:00Z');
const campaign = { startDate: '2026-11-28', endDate: '2026-11-28', applyDeadline: null as string | null, capacity: 5 as number | null };

describe('campaign page rules', () => {
  it.each([
    [{ applyDeadline: null }, null],
    [{ applyDeadline: '2026-11-26' }, null],
    [{ applyDeadline: '2026-11-25' }, 'deadlinePassed'],
    [{ endDate: '2026-11-25', applyDeadline: null }, 'ended'],
  ] as const)('closes applications by the Korean calendar: %j -> %s', (change, expected) => {
    expect(applicationClosure({ ...campaign, ...change }, on26th)).toBe(expected);
  });
  it.each([
    [5, 0, 5],
    [5, 7, 0],
    [null, 3, null],
  ] as const)('capacity %s with %s places held leaves %s', (capacity, held, left) => {
    expect(placesLeft(capacity, held)).toBe(left);
  });
  it('says whether a campaign is open, full (waitlist), closed or ended', () => {
    expect(campaignPhase(campaign, 4, on26th)).toBe('open');
    expect(campaignPhase(campaign, 5, on26th)).toBe('waitlist');
    expect(campaignPhase({ ...campaign, capacity: null }, 500, on26th)).toBe('open');
    expect(campaignPhase({ ...campaign, applyDeadline: '2026-11-25' }, 0, on26th)).toBe('closed');
    expect(campaignPhase({ ...campaign, endDate: '2026-11-25' }, 0, on26th)).toBe('ended');
  });
  it('writes the schedule with weekdays and times', () => {
    expect(campaignSchedule({ startDate: '2026-12-05', endDate: '2026-12-05', startTime: '10:00', endTime: '14:00' })).toBe('2026-12-05 (토) 10:00 ~ 14:00');
    expect(campaignSchedule({ startDate: '2026-12-05', endDate: '2026-12-06', startTime: '10:00', endTime: '16:00' })).toBe('2026-12-05 (토) 10:00 ~ 2026-12-06 (일) 16:00');
    expect(campaignSchedule({ startDate: '2026-12-05', endDate: '2026-12-07', startTime: null, endTime: null })).toBe('2026-12-05 (토) ~ 2026-12-07 (월)');
  });
  it('links the place to Kakao and Naver map searches and names who may apply', () => {
    expect(mapSearchLinks('노원구 중계동 104')).toEqual({
      kakao: 'https://map.kakao.com/?q=%EB%85%B8%EC%9B%90%EA%B5%AC%20%EC%A4%91%EA%B3%84%EB%8F%99%20104',
      naver: 'https://map.naver.com/p/search/%EB%85%B8%EC%9B%90%EA%B5%AC%20%EC%A4%91%EA%B3%84%EB%8F%99%20104',
    });
    expect(ELIGIBLE_APPLICANTS_TEXT).toBe('청소년 챔프단, 서포터즈, KSCV');
  });
});
