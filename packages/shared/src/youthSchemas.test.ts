import { describe, expect, it } from 'vitest';
import { campaignSchema, certificateNumberParamSchema, enrollSchema, participationDecisionSchema } from './youthSchemas';

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
    [{ startDate: '2026-02-30' }, '날짜를 YYYY-MM-DD 형식으로 입력해주세요.'],
    [{ startDate: '2026/12/01' }, '날짜를 YYYY-MM-DD 형식으로 입력해주세요.'],
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
  it('accepts approve with hours and reject', () => {
    expect(participationDecisionSchema.parse({ status: 'approved', hours: 3 })).toEqual({ status: 'approved', hours: 3 });
    expect(participationDecisionSchema.parse({ status: 'rejected' })).toEqual({ status: 'rejected' });
  });
  it('refuses another state, negative hours and extra fields', () => {
    expect(participationDecisionSchema.safeParse({ status: 'pending' }).error?.issues[0]?.message).toBe('승인 또는 반려를 선택해주세요.');
    expect(participationDecisionSchema.safeParse({ status: 'approved', hours: -2 }).error?.issues[0]?.message).toBe('인정 시간은 0시간 이상 100시간 이하, 30분 단위로 입력해주세요.');
    expect(participationDecisionSchema.safeParse({ status: 'approved', userId: 3 }).success).toBe(false);
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
