import { describe, expect, it } from 'vitest';
import { campaignSchema, certificateNumberParamSchema, creditLimitRefusal, enrollSchema, participationActionSchema, participationSchedule } from './youthSchemas';
import { TEXT_CHARACTERS_INVALID_MESSAGE, TEXT_LINE_BREAK_MESSAGE } from './textRules';

const valid = { name: '연탄 나눔', description: '연탄을 전달합니다.', place: '노원구', startDate: '2026-12-01', endDate: '2026-12-02', hours: 4.5, capacity: 20 };
const messageOf = (input: unknown) => {
  const result = campaignSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('campaign input', () => {
  it('accepts a campaign and trims its text', () => {
    const result = campaignSchema.parse({ ...valid, name: '  연탄 나눔 ' });
    expect(result).toMatchObject({ name: '연탄 나눔', hours: 4.5, capacity: 20 });
  });
  it('defaults place and capacity', () => {
    const { place: _place, capacity: _capacity, ...rest } = valid;
    expect(campaignSchema.parse(rest)).toMatchObject({ place: '', capacity: null });
  });
  it.each([
    [{ name: '  ' }, '캠페인 이름을 입력해주세요.'],
    [{ name: 3 }, '캠페인 이름을 입력해주세요.'],
    [{ name: '가'.repeat(101) }, '캠페인 이름은 100자 이하로 입력해주세요.'],
    [{ description: '' }, '캠페인 소개를 입력해주세요.'],
    [{ description: '가'.repeat(2001) }, '캠페인 소개는 2000자 이하로 입력해주세요.'],
    [{ place: '가'.repeat(201) }, '장소는 200자 이하로 입력해주세요.'],
    [{ startDate: '2026-02-30' }, '활동 시작일을 YYYY-MM-DD 형식의 날짜로 입력해주세요.'],
    [{ startDate: '2026/12/01' }, '활동 시작일을 YYYY-MM-DD 형식의 날짜로 입력해주세요.'],
    // An empty date says which one is missing (the form sends '' for an empty date field).
    [{ startDate: '' }, '활동 시작일을 입력해주세요.'],
    [{ startDate: undefined }, '활동 시작일을 입력해주세요.'],
    [{ endDate: '' }, '활동 종료일을 입력해주세요.'],
    [{ endDate: '2026-13-01' }, '활동 종료일을 YYYY-MM-DD 형식의 날짜로 입력해주세요.'],
    [{ applyDeadline: '2026-11-31' }, '신청 마감일을 YYYY-MM-DD 형식의 날짜로 입력해주세요. 마감일이 없으면 비워두세요.'],
    [{ endDate: '2026-11-30' }, '종료일은 시작일과 같거나 그 이후여야 합니다.'],
    [{ hours: -1 }, '인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.'],
    [{ hours: 1.2 }, '인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.'],
    [{ hours: 101 }, '인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.'],
    [{ hours: '4' }, '인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.'],
    [{ capacity: 0 }, '정원은 1명 이상 10000명 이하의 숫자로 입력해주세요.'],
    [{ capacity: 2.5 }, '정원은 1명 이상 10000명 이하의 숫자로 입력해주세요.'],
    [{ createdBy: 1 }, '확인되지 않은 오류입니다.'],
  ])('refuses %j with a Korean message', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });
  it('refuses something that is not an object', () => {
    expect(messageOf('campaign')).toBe('확인되지 않은 오류입니다.');
  });
});

describe('decisions, enrolment and numbers', () => {
  it('accepts each step of the lifecycle with what it needs', () => {
    expect(participationActionSchema.parse({ action: 'select' })).toEqual({ action: 'select' });
    expect(participationActionSchema.parse({ action: 'attend', minutes: 210 })).toEqual({ action: 'attend', minutes: 210 });
    expect(participationActionSchema.parse({ action: 'correct', minutes: 120, reason: ' 실제 참여 시간 확인 ' })).toEqual({ action: 'correct', minutes: 120, reason: '실제 참여 시간 확인' });
    expect(participationActionSchema.parse({ action: 'cancel', reason: '중복 등록' })).toEqual({ action: 'cancel', reason: '중복 등록' });
  });
  it('refuses another action, minutes off the half hour, and extra fields', () => {
    const message = (value: unknown) => participationActionSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ status: 'approved' })).toBe('처리할 작업(선발, 참여 확인, 승인, 반려, 정정, 취소)을 선택해주세요.');
    expect(message({ action: 'pending' })).toBe('처리할 작업(선발, 참여 확인, 승인, 반려, 정정, 취소)을 선택해주세요.');
    expect(message({ action: 'attend' })).toBe('인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.');
    expect(message({ action: 'attend', minutes: 45 })).toBe('인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.');
    expect(message({ action: 'attend', minutes: 6030 })).toBe('인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.');
    expect(message({ action: 'approve', userId: 3 })).toBe('확인되지 않은 오류입니다.');
  });
  it('needs a written reason of at most 200 characters to correct or cancel', () => {
    const message = (value: unknown) => participationActionSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ action: 'cancel' })).toBe('정정 또는 취소 사유를 입력해주세요.');
    expect(message({ action: 'correct', minutes: 60, reason: '   ' })).toBe('정정 또는 취소 사유를 입력해주세요.');
    expect(message({ action: 'cancel', reason: '가'.repeat(201) })).toBe('사유는 200자 이하로 입력해주세요.');
  });
  it('refuses minutes longer than the activity in Korean, naming the limit', () => {
    const morning = participationSchedule({ campaignStartDate: '2026-11-01', campaignEndDate: '2026-11-01', campaignStartTime: '10:00', campaignEndTime: '12:00' });
    expect(creditLimitRefusal(6000, morning)).toBe('인정 시간은 활동 시간(최대 2시간)보다 길 수 없습니다.');
    expect(creditLimitRefusal(120, morning)).toBeNull();
    expect(creditLimitRefusal(1470, participationSchedule({ campaignStartDate: '2026-11-01', campaignEndDate: '2026-11-01' }))).toBe('인정 시간은 활동 시간(최대 24시간)보다 길 수 없습니다.');
  });

  it('enrols by a positive user id only', () => {
    expect(enrollSchema.parse({ userId: 7 })).toEqual({ userId: 7 });
    expect(enrollSchema.safeParse({ userId: '7' }).success).toBe(false);
  });
  it('checks issue numbers in paths', () => {
    expect(certificateNumberParamSchema.safeParse({ number: 'NANUM-2026-012Z0JKMNZ' }).success).toBe(true);
    expect(certificateNumberParamSchema.safeParse({ number: 'x' }).error?.issues[0]?.message).toBe('발급번호 형식이 올바르지 않습니다.');
  });
});

describe('youth text follows the site text rule', () => {
  it('refuses line breaks in single-line fields and control or bidi characters anywhere', () => {
    expect(messageOf({ ...valid, name: '연탄\n나눔' })).toBe(TEXT_LINE_BREAK_MESSAGE);
    expect(messageOf({ ...valid, place: '노원구\u202E' })).toBe(TEXT_CHARACTERS_INVALID_MESSAGE);
    expect(messageOf({ ...valid, description: '첫 줄\n둘째 줄' })).toBeNull();
    expect(messageOf({ ...valid, description: '연탄\u0000' })).toBe(TEXT_CHARACTERS_INVALID_MESSAGE);
    const correction = participationActionSchema.safeParse({ action: 'cancel', reason: '중복\r\n등록' });
    expect(correction.success ? null : correction.error.issues[0]?.message).toBe(TEXT_LINE_BREAK_MESSAGE);
  });
});
