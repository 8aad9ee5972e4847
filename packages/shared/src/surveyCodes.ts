// The survey codes and labels, kept apart from the rest of codes.ts (which re-exports them): the
// write form's survey builder and a post's survey box need none of the other codes (docs/BUNDLES.md).
import { lookup } from './codeLookup';

/** Survey question modes. */
export const SURVEY_MODE = { CHOICE: 'choice', ESSAY: 'essay', SCORE: 'score' } as const;
/** A survey question mode. */
export type SurveyMode = (typeof SURVEY_MODE)[keyof typeof SURVEY_MODE];

/** Korean label of each survey mode. */
export const SURVEY_MODE_LABELS = { choice: '객관식', essay: '주관식', score: '점수형' } as const satisfies Record<SurveyMode, string>;

/** Korean label of a survey mode, or undefined. */
export const surveyModeLabel = (mode: unknown): string | undefined => lookup(SURVEY_MODE_LABELS, mode);

/** On/off options of a survey question, in SPEC order. */
export const SURVEY_FLAGS = ['secret', 'multiple', 'required', 'cancelable'] as const;
/** A survey question option flag. */
export type SurveyFlag = (typeof SURVEY_FLAGS)[number];

/** Korean label of each survey option flag. */
export const SURVEY_FLAG_LABELS = {
  secret: '비밀 투표',
  multiple: '복수 선택',
  required: '필수 응답',
  cancelable: '응답 취소 가능',
} as const satisfies Record<SurveyFlag, string>;

/** Korean label of a survey option flag, or undefined. */
export const surveyFlagLabel = (flag: unknown): string | undefined => lookup(SURVEY_FLAG_LABELS, flag);
