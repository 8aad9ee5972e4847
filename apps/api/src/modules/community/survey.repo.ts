import type { SurveyMode } from '@nanum/shared/codes';
import type { SurveyInput } from '@nanum/shared/boardSchemas';
import type { SurveyAnswerValue } from '@nanum/shared/surveyRules';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { isUniqueViolation } from '../../db/errors';
import { insertedId, toDbDate, toIso, toNumber } from '../../db/values';

export interface SurveyQuestionRecord {
  id: number;
  title: string;
  mode: SurveyMode;
  secret: boolean;
  multiple: boolean;
  required: boolean;
  cancelable: boolean;
  options: { id: number; label: string }[];
}

export interface SurveyRecord {
  id: number;
  title: string;
  endAt: string | null;
  questions: SurveyQuestionRecord[];
}

const MODES: readonly string[] = ['choice', 'essay', 'score'];

export async function findSurveyByPost(db: Db, postId: number): Promise<SurveyRecord | undefined> {
  const survey = await db('surveys').where({ post_id: postId }).first();
  if (!survey) return undefined;
  const questions = await db('survey_questions').where({ survey_id: survey.id }).orderBy([{ column: 'sort' }, { column: 'id' }]);
  const questionIds = questions.map((q: { id: unknown }) => toNumber(q.id));
  const options = questionIds.length ? await db('survey_options').whereIn('question_id', questionIds).orderBy([{ column: 'sort' }, { column: 'id' }]) : [];
  return {
    id: toNumber(survey.id),
    title: String(survey.title),
    endAt: toIso(survey.end_at),
    questions: questions.map((q: Record<string, unknown>) => ({
      id: toNumber(q.id),
      title: String(q.title),
      mode: (MODES.includes(String(q.mode)) ? q.mode : 'essay') as SurveyMode,
      secret: toNumber(q.secret) === 1,
      multiple: toNumber(q.multiple) === 1,
      required: toNumber(q.required) === 1,
      cancelable: toNumber(q.cancelable) === 1,
      options: options
        .filter((o: Record<string, unknown>) => toNumber(o.question_id) === toNumber(q.id))
        .map((o: Record<string, unknown>) => ({ id: toNumber(o.id), label: String(o.label) })),
    })),
  };
}

/**
 * Creates the post's survey with its questions and options (inside the post's transaction) and
 * gives its id. It is created now unless `createdAt` says otherwise (the demo seed dates its own).
 */
export async function insertSurvey(trx: Knex.Transaction, postId: number, survey: SurveyInput, createdAt: Date = new Date()): Promise<number> {
  const surveyId = insertedId(
    await trx('surveys').insert({ post_id: postId, title: survey.title, end_at: survey.endAt ? toDbDate(new Date(survey.endAt)) : null, created_at: toDbDate(createdAt) }),
  );
  for (const [sort, question] of survey.questions.entries()) {
    const questionId = insertedId(
      await trx('survey_questions').insert({
        survey_id: surveyId,
        title: question.title,
        mode: question.mode,
        secret: question.secret ? 1 : 0,
        multiple: question.multiple ? 1 : 0,
        required: question.required ? 1 : 0,
        cancelable: question.cancelable ? 1 : 0,
        sort: sort + 1,
      }),
    );
    if (question.options.length) await trx('survey_options').insert(question.options.map((label, index) => ({ question_id: questionId, label, sort: index + 1 })));
  }  return surveyId;
}

/** Whether any member answered the survey (a survey with answers is not rebuilt on edit). */
export async function surveyHasAnswers(db: Db | Knex.Transaction, surveyId: number): Promise<boolean> {
  return !!(await db('survey_answers as a').join('survey_questions as q', 'q.id', 'a.question_id').where('q.survey_id', surveyId).first('a.id'));
}

export async function deleteSurvey(trx: Knex.Transaction, surveyId: number): Promise<void> {
  await trx('surveys').where({ id: surveyId }).delete();
}

/** The user's answers to the survey's questions. */
export async function findUserAnswers(db: Db, survey: SurveyRecord, userId: number): Promise<SurveyAnswerValue[]> {
  const ids = survey.questions.map((q) => q.id);
  if (ids.length === 0) return [];
  const rows = await db('survey_answers').whereIn('question_id', ids).where({ user_id: userId });
  const byQuestion = new Map<number, SurveyAnswerValue>();
  for (const row of rows) {
    const questionId = toNumber(row.question_id);
    const answer = byQuestion.get(questionId) ?? { questionId };
    if (row.option_id !== null) answer.optionIds = [...(answer.optionIds ?? []), toNumber(row.option_id)];
    if (row.text !== null) answer.text = String(row.text);
    if (row.score !== null) answer.score = toNumber(row.score);
    byQuestion.set(questionId, answer);
  }
  return [...byQuestion.values()];
}

/** Stores a submission: one row per chosen option, or one row with text or score. */
export async function insertAnswers(trx: Knex.Transaction, userId: number, answers: SurveyAnswerValue[]): Promise<void> {
  const now = toDbDate();
  const rows: Record<string, unknown>[] = [];
  for (const answer of answers) {
    for (const optionId of answer.optionIds ?? []) rows.push({ question_id: answer.questionId, user_id: userId, option_id: optionId, created_at: now });
    if (answer.text?.trim()) rows.push({ question_id: answer.questionId, user_id: userId, text: answer.text.trim(), created_at: now });
    if (answer.score !== undefined) rows.push({ question_id: answer.questionId, user_id: userId, score: answer.score, created_at: now });
  }
  for (const row of rows) await trx('survey_answers').insert(row);
}

export async function deleteAnswers(trx: Knex.Transaction, questionIds: number[], userId: number): Promise<void> {
  if (questionIds.length) await trx('survey_answers').whereIn('question_id', questionIds).where({ user_id: userId }).delete();
}

export interface SurveyTally {
  respondents: number;
  /** Per question: who answered it, option id -> votes, score average and count, essay texts. */
  questions: Map<number, { answerers: Set<number>; optionVotes: Map<number, number>; scoreSum: number; scoreCount: number; texts: string[] }>;
}

/** Counts of every question (the service hides secret ones from others). */
export async function tallySurvey(db: Db, survey: SurveyRecord): Promise<SurveyTally> {
  const ids = survey.questions.map((q) => q.id);
  const tally: SurveyTally = { respondents: 0, questions: new Map(ids.map((id) => [id, { answerers: new Set(), optionVotes: new Map(), scoreSum: 0, scoreCount: 0, texts: [] }])) };
  if (ids.length === 0) return tally;
  const [respondents, rows] = await Promise.all([
    db('survey_answers').whereIn('question_id', ids).countDistinct({ count: 'user_id' }).first(),
    db('survey_answers').whereIn('question_id', ids).orderBy('id').select('question_id', 'user_id', 'option_id', 'text', 'score'),
  ]);
  tally.respondents = toNumber(respondents?.count);
  for (const row of rows) {
    const entry = tally.questions.get(toNumber(row.question_id));
    if (!entry) continue;
    entry.answerers.add(toNumber(row.user_id));
    if (row.option_id !== null) entry.optionVotes.set(toNumber(row.option_id), (entry.optionVotes.get(toNumber(row.option_id)) ?? 0) + 1);
    if (row.score !== null) {
      entry.scoreSum += toNumber(row.score);
      entry.scoreCount += 1;
    }
    if (row.text !== null) entry.texts.push(String(row.text));
  }
  return tally;
}

/** Whether the user answered any of the questions (also answers stored without a response row, e.g. demo data). */
export async function hasAnswered(db: Db | Knex.Transaction, questionIds: number[], userId: number): Promise<boolean> {
  if (questionIds.length === 0) return false;
  return !!(await db('survey_answers').whereIn('question_id', questionIds).where({ user_id: userId }).first('id'));
}

/**
 * Records the member's one response to the survey; false when they already responded. The
 * (survey, member) key decides, so two submissions at once cannot both count.
 */
export async function claimResponse(trx: Knex.Transaction, surveyId: number, userId: number): Promise<boolean> {
  try {
    await trx.transaction((inner) => inner('survey_responses').insert({ survey_id: surveyId, user_id: userId, created_at: toDbDate() }));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function releaseResponse(trx: Knex.Transaction, surveyId: number, userId: number): Promise<void> {
  await trx('survey_responses').where({ survey_id: surveyId, user_id: userId }).delete();
}
