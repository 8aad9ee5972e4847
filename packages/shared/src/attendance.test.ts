import { describe, expect, it } from 'vitest';
import { isCampaignDay, isOnCampaignDays, isStepValid, minutesBetween, parseAttendanceToken, scanOutcome } from './attendance';
import { attendanceCorrectionSchema, checkInSchema } from './attendanceSchemas';

const at = (iso: string) => new Date(iso);

describe('attendance rules', () => {
  it.each([
    ['NA1.C.12.59000000.AAAAAAAAAAAAAAAAAAAAAA', { kind: 'C', id: 12, step: 59000000, mac: 'AAAAAAAAAAAAAAAAAAAAAA' }],
    [' NA1.P.7.1.abcdefghijklmnopqrstuv ', { kind: 'P', id: 7, step: 1, mac: 'abcdefghijklmnopqrstuv' }],
    ['NA1.X.12.1.AAAAAAAAAAAAAAAAAAAAAA', null],
    ['NA1.C.0.1.AAAAAAAAAAAAAAAAAAAAAA', null],
    ['NA1.C.12.1.AAAA', null],
    ['https://nanum.example/youth', null],
  ])('reads %j', (text, parsed) => {
    expect(parseAttendanceToken(text)).toEqual(parsed);
  });

  it('accepts a code in its own 30-second step and the next only', () => {
    const now = at('2026-11-26T01:00:45Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect([step + 1, step, step - 1, step - 2].map((candidate) => isStepValid(candidate, now))).toEqual([false, true, true, false]);
  });

  it.each([
    ['2026-11-26T00:00:00Z', '2026-11-26T04:00:00Z', 240],
    ['2026-11-26T00:00:00Z', '2026-11-26T01:35:59Z', 95],
    ['2026-11-26T00:00:00Z', '2026-11-25T23:00:00Z', 0],
  ])('counts whole minutes from %s to %s', (from, to, minutes) => {
    expect(minutesBetween(at(from), at(to))).toBe(minutes);
  });

  it('checks in, treats a scan within a minute as the same visit, checks out after, and closes', () => {
    const checkInAt = '2026-11-26T00:00:00.000Z';
    expect(scanOutcome(null)).toBe('checkIn');
    expect(scanOutcome({ checkInAt, checkOutAt: null }, at('2026-11-26T00:00:59Z'))).toBe('repeat');
    expect(scanOutcome({ checkInAt, checkOutAt: null }, at('2026-11-26T00:01:00Z'))).toBe('checkOut');
    expect(scanOutcome({ checkInAt, checkOutAt: '2026-11-26T02:00:00.000Z' }, at('2026-11-26T03:00:00Z'))).toBe('closed');
  });

  it('opens check-in on the campaign’s Korean days only', () => {
    const campaign = { startDate: '2026-11-26', endDate: '2026-11-27' };
    // 23:30 UTC on the 25th is 08:30 on the 26th in Korea.
    expect(isCampaignDay(campaign, at('2026-11-25T23:30:00Z'))).toBe(true);
    expect(isCampaignDay(campaign, at('2026-11-25T14:59:00Z'))).toBe(false);
    expect(isCampaignDay(campaign, at('2026-11-27T15:00:00Z'))).toBe(false);
  });

  it('keeps a corrected time on the campaign’s Korean days, from 00:00 of the first to 23:59 of the last', () => {
    const campaign = { startDate: '2026-11-26', endDate: '2026-11-27' };
    expect(isOnCampaignDays(campaign, '2026-11-26T00:00')).toBe(true);
    expect(isOnCampaignDays(campaign, '2026-11-27T23:59')).toBe(true);
    expect(isOnCampaignDays(campaign, '2026-11-25T23:59')).toBe(false);
    expect(isOnCampaignDays(campaign, '2026-11-28T00:00')).toBe(false);
    expect(isOnCampaignDays(campaign, '2020-01-01T09:00')).toBe(false);
  });

  it('takes a typed short code with spaces or a hyphen', () => {
    expect(checkInSchema.parse({ campaignId: 3, code: '123-456' })).toEqual({ campaignId: 3, code: '123456' });
    expect(checkInSchema.safeParse({ campaignId: 3, code: '12345' }).error?.issues[0]?.message).toBe('운영진 화면에 보이는 6자리 숫자 코드를 입력해주세요.');
  });

  it.each([
    [{ checkOutAt: '2026-11-26T08:59' }, '퇴실 시각은 입실 시각 이후여야 합니다.'],
    [{ minutes: 181 }, '활동 시간은 입실부터 퇴실까지의 시간보다 길 수 없습니다.'],
    [{ checkOutAt: null }, '퇴실 시각이 없으면 활동 시간을 기록할 수 없습니다.'],
    [{ checkInAt: '2026-11-26 09:00' }, '입실·퇴실 시각을 YYYY-MM-DD HH:MM 형식으로 입력해주세요.'],
    [{ reason: '' }, '정정 사유를 입력해주세요.'],
    [{ checkInAt: '2026-02-30T09:00' }, '입실·퇴실 시각을 YYYY-MM-DD HH:MM 형식으로 입력해주세요.'],
    [{ checkOutAt: '2026-11-26T24:70' }, '입실·퇴실 시각을 YYYY-MM-DD HH:MM 형식으로 입력해주세요.'],
    [{ checkOutAt: '2026-11-26T25:99' }, '입실·퇴실 시각을 YYYY-MM-DD HH:MM 형식으로 입력해주세요.'],
    [{ minutes: 1441, checkOutAt: '2026-11-28T09:00' }, '활동 시간은 0분 이상 1440분 이하의 숫자로 입력해주세요.'],
    [{ minutes: null, checkOutAt: '2026-11-27T09:01' }, '입실부터 퇴실까지가 24시간(1440분)을 넘습니다. 시각을 확인하거나 활동 시간을 직접 입력해주세요.'],
    [{ checkInAt: '2020-01-01T09:00', checkOutAt: '2020-01-09T18:00', minutes: null }, '입실부터 퇴실까지가 24시간(1440분)을 넘습니다. 시각을 확인하거나 활동 시간을 직접 입력해주세요.'],
  ])('refuses the correction %j', (change, message) => {
    const body = { checkInAt: '2026-11-26T09:00', checkOutAt: '2026-11-26T12:00', minutes: 150, reason: '휴식 제외', ...change };
    expect(attendanceCorrectionSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  it('takes a day’s span exactly without minutes, and a longer stay when the minutes are written', () => {
    const body = { checkInAt: '2026-11-26T09:00', checkOutAt: '2026-11-27T09:00', minutes: null, reason: '휴식 제외' };
    expect(attendanceCorrectionSchema.safeParse(body).success).toBe(true);
    expect(attendanceCorrectionSchema.safeParse({ ...body, checkOutAt: '2026-11-27T18:00', minutes: 600 }).success).toBe(true);
  });
});
