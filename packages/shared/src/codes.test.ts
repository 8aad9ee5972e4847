import { describe, expect, it } from 'vitest';
import {
  AFFILIATION_TYPE,
  affiliationTypeLabel,
  GENDER,
  genderLabel,
  isReportHandled,
  MBTI_TYPES,
  mbtiIndex,
  mbtiName,
  PERMISSION,
  PERMISSION_LABELS,
  PERMISSION_ORDER,
  permissionLabel,
  POWER,
  powerLabel,
  RANK,
  RANK_LABELS,
  rankLabel,
  REPORT_REASON,
  reportReasonLabel,
  SURVEY_FLAGS,
  SURVEY_MODE,
  surveyFlagLabel,
  surveyModeLabel,
  toastLevelLabel,
} from './codes';
import { MBTI_COUNT } from './limits';

describe('rank', () => {
  it.each([
    [0, '회원'], [1, '준회원'], [2, '정회원'], [3, '간사'], [4, '행정'], [5, '홍보'], [6, '기획'],
    [7, '총무'], [8, '부팀장'], [9, '팀장'], [10, '본부장'], [11, '부단장'], [12, '단장'], [13, '회장'],
    [14, '상임위원'], [15, '임원'], [16, 'PM'], [17, '청소년 멘토'], [18, '청소년 상임위원'], [19, '특별직'],
    [20, '인플루언서'], [21, '인플루언서 부단장'], [22, '인플루언서 단장'],
  ])('rank %d is %s', (code, label) => {
    expect(rankLabel(code)).toBe(label);
  });

  it('has exactly the codes 0..22', () => {
    expect(Object.keys(RANK_LABELS).map(Number)).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  it.each([
    ['SUB_LEADER', RANK.SUB_LEADER, 8],
    ['LEADER', RANK.LEADER, 9],
    ['DIVISION_HEAD', RANK.DIVISION_HEAD, 10],
    ['PM', RANK.PM, 16],
    ['YOUTH_MENTOR', RANK.YOUTH_MENTOR, 17],
    ['SPECIAL', RANK.SPECIAL, 19],
  ])('named code %s is %d', (_name, code, expected) => {
    expect(code).toBe(expected);
  });
});

describe('affiliation type', () => {
  it.each([
    [0, '방문자'], [1, '협회'], [2, '청소년 챔프단'], [3, '서포터즈'], [4, 'KSCV'], [5, '인플루언서'],
  ])('type %d is %s', (code, label) => {
    expect(affiliationTypeLabel(code)).toBe(label);
  });

  it('youth champ team is type 2', () => {
    expect(AFFILIATION_TYPE.YOUTH_CHAMP).toBe(2);
  });
});

describe('power and permission', () => {
  it.each([
    [POWER.MEMBER, 0, '회원'],
    [POWER.OPERATOR, 1, '운영자'],
    [POWER.ADMIN, 2, '관리자'],
  ])('power %d labels as %s', (code, expected, label) => {
    expect(code).toBe(expected);
    expect(powerLabel(code)).toBe(label);
  });

  it.each([
    [PERMISSION.ADMIN_ONLY, '관리자만'],
    [PERMISSION.USERS_ONLY, '회원만'],
    [PERMISSION.EVERYONE, '모두'],
    [PERMISSION.OPERATORS, '운영자 이상'],
  ])('permission %d labels as %s', (code, label) => {
    expect(permissionLabel(code)).toBe(label);
  });

  it('offers the permissions from the narrowest to the widest', () => {
    expect(PERMISSION_ORDER.map((code) => PERMISSION_LABELS[code])).toEqual(['관리자만', '운영자 이상', '회원만', '모두']);
  });
});

describe('unknown codes return undefined', () => {
  it.each([
    ['rank 23', () => rankLabel(23)],
    ['rank -1', () => rankLabel(-1)],
    ['rank 1.5', () => rankLabel(1.5)],
    ['rank "1"', () => rankLabel('1')],
    ['rank NaN', () => rankLabel(Number.NaN)],
    ['rank null', () => rankLabel(null)],
    ['type 6', () => affiliationTypeLabel(6)],
    ['power 3', () => powerLabel(3)],
    ['permission 4', () => permissionLabel(4)],
    ['gender 3', () => genderLabel(3)],
    ['survey mode "toString"', () => surveyModeLabel('toString')],
    ['survey flag "hidden"', () => surveyFlagLabel('hidden')],
    ['toast level "PINK"', () => toastLevelLabel('PINK')],
    ['report reason 1.5', () => reportReasonLabel(1.5)],
    ['report reason "1"', () => reportReasonLabel('1')],
  ])('%s', (_name, read) => {
    expect(read()).toBeUndefined();
  });
});

describe('report', () => {
  it.each([
    [REPORT_REASON.ABUSE, 1, '욕설/비방'],
    [REPORT_REASON.PROMOTION, 2, '홍보'],
    [REPORT_REASON.ADULT, 3, '음란물'],
    [REPORT_REASON.SPAM, 4, '도배'],
    [REPORT_REASON.OTHER, 5, '기타'],
  ])('reason %d is %s', (code, expected, label) => {
    expect(code).toBe(expected);
    expect(reportReasonLabel(code)).toBe(label);
  });

  it.each([0, 9, 99])('any other integer reason (%d) reads as 기타', (code) => {
    expect(reportReasonLabel(code)).toBe('기타');
  });

  it.each([
    [1, true],
    [true, true],
    [0, false],
    [false, false],
    [null, false],
  ])('handled flag %s -> %s', (flag, handled) => {
    expect(isReportHandled(flag)).toBe(handled);
  });
});

describe('survey', () => {
  it.each([
    [SURVEY_MODE.CHOICE, 'choice', '객관식'],
    [SURVEY_MODE.ESSAY, 'essay', '주관식'],
    [SURVEY_MODE.SCORE, 'score', '점수형'],
  ])('mode %s labels as %s', (mode, expected, label) => {
    expect(mode).toBe(expected);
    expect(surveyModeLabel(mode)).toBe(label);
  });

  it('question options are secret, multiple, required, cancelable, each labelled', () => {
    expect(SURVEY_FLAGS).toEqual(['secret', 'multiple', 'required', 'cancelable']);
    for (const flag of SURVEY_FLAGS) expect(surveyFlagLabel(flag)).toMatch(/[가-힣]/);
  });
});

describe('MBTI', () => {
  const order = [
    ['ISFP', 1], ['ISFJ', 2], ['ISTP', 3], ['ISTJ', 4], ['INFP', 5], ['INFJ', 6], ['INTP', 7], ['INTJ', 8],
    ['ESFP', 9], ['ESFJ', 10], ['ESTP', 11], ['ESTJ', 12], ['ENFP', 13], ['ENFJ', 14], ['ENTP', 15], ['ENTJ', 16],
  ] as const;

  it.each(order)('%s is %d both ways', (name, index) => {
    expect(mbtiName(index)).toBe(name);
    expect(mbtiIndex(name)).toBe(index);
  });

  it('holds exactly MBTI_COUNT types', () => {
    expect(MBTI_TYPES).toHaveLength(MBTI_COUNT);
  });

  it.each([0, 17, -1, 1.5, Number.NaN, '1', null, undefined])('mbtiName(%s) is undefined', (index) => {
    expect(mbtiName(index)).toBeUndefined();
  });

  it.each([
    [' enfp ', 13],
    ['istj', 4],
    ['ABCD', undefined],
    ['', undefined],
    [null, undefined],
  ])('mbtiIndex(%j) is %s', (name, index) => {
    expect(mbtiIndex(name)).toBe(index);
  });
});

describe('gender', () => {
  it.each([
    [GENDER.UNKNOWN, 0, '알 수 없음'],
    [GENDER.MALE, 1, '남성'],
    [GENDER.FEMALE, 2, '여성'],
  ])('gender %d labels as %s', (code, expected, label) => {
    expect(code).toBe(expected);
    expect(genderLabel(code)).toBe(label);
  });
});

describe('toast levels', () => {
  it.each([
    ['BLUE', '알림'],
    ['GREEN', '완료'],
    ['YELLOW', '주의'],
    ['RED', '경고'],
  ])('%s means %s', (level, label) => {
    expect(toastLevelLabel(level)).toBe(label);
  });
});
