import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, choiceShare, surveyEndRefusal, type SurveyQuestionRule } from './surveyRules';

const single: SurveyQuestionRule = { id: 1, mode: 'choice', multiple: false, required: true, optionIds: [11, 12, 13] };
const multi: SurveyQuestionRule = { id: 2, mode: 'choice', multiple: true, required: false, optionIds: [21, 22] };
const essay: SurveyQuestionRule = { id: 3, mode: 'essay', multiple: false, required: false, optionIds: [] };
const score: SurveyQuestionRule = { id: 4, mode: 'score', multiple: false, required: true, optionIds: [] };
const questions = [single, multi, essay, score];

describe('checkSurveyAnswers', () => {
  it.each([
    ['a full answer', [{ questionId: 1, optionIds: [12] }, { questionId: 2, optionIds: [21, 22] }, { questionId: 3, text: '좋았어요' }, { questionId: 4, score: 5 }], undefined],
    ['only the required ones', [{ questionId: 1, optionIds: [11] }, { questionId: 4, score: 1 }], undefined],
    ['a required choice missing', [{ questionId: 4, score: 3 }], '필수 문항에 응답해주세요.'],
    ['a required choice left empty', [{ questionId: 1, optionIds: [] }, { questionId: 4, score: 3 }], '필수 문항에 응답해주세요.'],
    ['two options on a single choice', [{ questionId: 1, optionIds: [11, 12] }, { questionId: 4, score: 3 }], '하나만 선택할 수 있는 문항입니다.'],
    ['an option of another question', [{ questionId: 1, optionIds: [21] }, { questionId: 4, score: 3 }], '설문 내용을 확인해주세요.'],
    ['the same option twice', [{ questionId: 2, optionIds: [21, 21] }, { questionId: 1, optionIds: [11] }, { questionId: 4, score: 3 }], '설문 내용을 확인해주세요.'],
    ['a score out of range', [{ questionId: 1, optionIds: [11] }, { questionId: 4, score: 6 }], '설문 내용을 확인해주세요.'],
    ['a fractional score', [{ questionId: 1, optionIds: [11] }, { questionId: 4, score: 2.5 }], '설문 내용을 확인해주세요.'],
    ['an unknown question', [{ questionId: 1, optionIds: [11] }, { questionId: 4, score: 3 }, { questionId: 99, text: 'x' }], '설문 내용을 확인해주세요.'],
    ['a question answered twice', [{ questionId: 1, optionIds: [11] }, { questionId: 1, optionIds: [12] }, { questionId: 4, score: 3 }], '설문 내용을 확인해주세요.'],
    ['a blank essay on a required essay', [{ questionId: 1, optionIds: [11] }, { questionId: 4, score: 2 }], undefined],
  ])('%s', (_name, answers, expected) => {
    expect(checkSurveyAnswers(questions, answers)).toBe(expected);
  });

  it('refuses a submission that answers nothing, even when every question is optional', () => {
    const optional = [multi, essay];
    expect(checkSurveyAnswers(optional, [])).toBe('한 문항 이상 응답해주세요.');
    expect(checkSurveyAnswers(optional, [{ questionId: 2, optionIds: [] }, { questionId: 3, text: '  ' }])).toBe('한 문항 이상 응답해주세요.');
    expect(checkSurveyAnswers(optional, [{ questionId: 3, text: '좋았어요' }])).toBeUndefined();
  });

  it('needs text for a required essay', () => {
    const requiredEssay = { ...essay, required: true };
    expect(checkSurveyAnswers([requiredEssay], [{ questionId: 3, text: '   ' }])).toBe('필수 문항에 응답해주세요.');
    expect(checkSurveyAnswers([requiredEssay], [{ questionId: 3, text: '의견' }])).toBeUndefined();
  });
});

describe('choiceShare', () => {
  it.each([
    // one member picking both options of a multiple-choice question: each is their choice
    [1, 1, 100],
    [2, 3, 67],
    [1, 3, 33],
    [0, 4, 0],
    [0, 0, 0],
  ])('%i of %i respondents → %i%%', (votes, respondents, percent) => {
    expect(choiceShare(votes, respondents)).toBe(percent);
  });
});

describe('surveyEndRefusal', () => {
  const now = new Date('2026-11-26T06:00:00.000Z');
  it.each([
    [null, undefined],
    [undefined, undefined],
    ['2026-11-26T06:01:00.000Z', undefined],
    ['2026-11-26T06:00:00.000Z', '설문 마감 일시는 지금 이후로 정해주세요.'],
    ['2026-11-01T00:00:00.000Z', '설문 마감 일시는 지금 이후로 정해주세요.'],
  ])('a deadline of %s → %s', (endAt, message) => {
    expect(surveyEndRefusal(endAt, now)).toBe(message);
  });
});
