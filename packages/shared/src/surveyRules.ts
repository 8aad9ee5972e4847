/**
 * Survey rules (voteList): questions with a mode (choice, essay, score) and the flags secret,
 * multiple, required and cancelable; how an answer is checked against them.
 */
import { BOARD_MESSAGES } from './boardMessages';
import type { SurveyMode } from './codes';

export const SURVEY_QUESTIONS_MAX = 20;
export const SURVEY_OPTIONS_MAX = 20;
export const SURVEY_OPTIONS_MIN = 2;
export const SURVEY_TEXT_MAX = 200;
export const SURVEY_ESSAY_MAX = 1000;
/** Score questions are answered 1 to SCORE_MAX. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

/** A question as the answer check needs it. */
export interface SurveyQuestionRule {
  id: number;
  mode: SurveyMode;
  multiple: boolean;
  required: boolean;
  optionIds: readonly number[];
}

/** One question's answer: chosen option ids, an essay text or a score. */
export interface SurveyAnswerValue {
  questionId: number;
  optionIds?: number[];
  text?: string;
  score?: number;
}

/** Whether an answer holds anything (a choice, non-blank text or a score). */
function isGiven(answer: SurveyAnswerValue | undefined): boolean {
  if (!answer) return false;
  return (answer.optionIds?.length ?? 0) > 0 || (answer.text?.trim().length ?? 0) > 0 || answer.score !== undefined;
}

/**
 * Checks a whole submission against the questions. Returns the Korean message of the first
 * broken rule, or undefined when the answers may be stored: every required question answered,
 * a single-choice question with one option, options of that question only, text for essays,
 * a whole score in range, no answers to unknown questions, and at least one question answered
 * (an empty submission would count the member as having answered, with nothing to cancel).
 */
export function checkSurveyAnswers(questions: readonly SurveyQuestionRule[], answers: readonly SurveyAnswerValue[]): string | undefined {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question || seen.has(answer.questionId)) return BOARD_MESSAGES.surveyInvalid;
    seen.add(answer.questionId);
    if (!isGiven(answer)) continue;
    if (question.mode === 'choice') {
      const chosen = answer.optionIds ?? [];
      if (answer.text !== undefined || answer.score !== undefined) return BOARD_MESSAGES.surveyInvalid;
      if (new Set(chosen).size !== chosen.length || chosen.some((id) => !question.optionIds.includes(id))) return BOARD_MESSAGES.surveyInvalid;
      if (!question.multiple && chosen.length > 1) return BOARD_MESSAGES.surveySingle;
    } else if (question.mode === 'essay') {
      if (answer.optionIds?.length || answer.score !== undefined || (answer.text?.length ?? 0) > SURVEY_ESSAY_MAX) return BOARD_MESSAGES.surveyInvalid;
    } else {
      const score = answer.score;
      if (answer.optionIds?.length || answer.text !== undefined || score === undefined || !Number.isInteger(score) || score < SCORE_MIN || score > SCORE_MAX) {
        return BOARD_MESSAGES.surveyInvalid;
      }
    }
  }
  for (const question of questions) {
    if (question.required && !isGiven(answers.find((answer) => answer.questionId === question.id))) return BOARD_MESSAGES.surveyRequired;
  }
  if (!answers.some(isGiven)) return BOARD_MESSAGES.surveyEmpty;
  return undefined;
}

/**
 * A choice's share of the question's respondents, in whole percent: on a multiple-choice question
 * one member picking two options counts for both (two of two members: 100% each, not 50/50).
 */
export function choiceShare(votes: number, respondents: number): number {
  return respondents > 0 ? Math.round((Math.min(votes, respondents) / respondents) * 100) : 0;
}

/** The Korean message when a survey's deadline (an ISO instant) is not after `now`, else undefined. */
export function surveyEndRefusal(endAt: string | null | undefined, now: Date): string | undefined {
  return endAt && new Date(endAt).getTime() <= now.getTime() ? BOARD_MESSAGES.surveyEndPast : undefined;
}
