import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { isAuthorOrModerator } from '@nanum/shared/boardRules';
import { isCertified } from '@nanum/shared/permissions';
import type { SurveyAnswerInput } from '@nanum/shared/boardSchemas';
import { checkSurveyAnswers, type SurveyAnswerValue } from '@nanum/shared/surveyRules';
import type { SurveyView } from '@nanum/shared/boardViews';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { Viewer } from './boardAccess';
import type { CommunityDeps } from './community.deps';
import { readablePost } from './postAccess';
import { claimResponse, deleteAnswers, findSurveyByPost, findUserAnswers, hasAnswered, insertAnswers, releaseResponse, tallySurvey, type SurveyRecord } from './survey.repo';



const isClosed = (survey: SurveyRecord, now = new Date()) => survey.endAt !== null && new Date(survey.endAt).getTime() < now.getTime();

/** The survey with results as bars; secret questions show their results to the post's author and moderators only. */
export async function presentSurvey(db: Db, survey: SurveyRecord, viewer: Viewer, authorId: number | null): Promise<SurveyView> {
  const [tally, mine] = await Promise.all([tallySurvey(db, survey), viewer ? findUserAnswers(db, survey, viewer.id) : Promise.resolve([])]);
  const privileged = isAuthorOrModerator(viewer, authorId);
  return {
    id: survey.id,
    title: survey.title,
    endAt: survey.endAt,
    closed: isClosed(survey),
    respondents: tally.respondents,
    answered: mine.length > 0,
    canAnswer: isCertified(viewer),
    cancelable: mine.length > 0 && mine.every((answer) => survey.questions.find((q) => q.id === answer.questionId)?.cancelable),
    myAnswers: mine,
    questions: survey.questions.map((question) => {
      const counts = tally.questions.get(question.id);
      const visible = !question.secret || privileged;
      return {
        id: question.id,
        title: question.title,
        mode: question.mode,
        secret: question.secret,
        multiple: question.multiple,
        required: question.required,
        cancelable: question.cancelable,
        resultsVisible: visible,
        respondents: visible ? (counts?.answerers.size ?? 0) : null,
        options: question.options.map((option) => ({ ...option, votes: visible ? (counts?.optionVotes.get(option.id) ?? 0) : null })),
        scoreAverage: visible && question.mode === 'score' && counts?.scoreCount ? Math.round((counts.scoreSum / counts.scoreCount) * 10) / 10 : null,
        scoreCount: visible && question.mode === 'score' ? (counts?.scoreCount ?? 0) : null,
        texts: visible && question.mode === 'essay' ? (counts?.texts ?? []) : null,
      };
    }),
  };
}

async function surveyOf(deps: CommunityDeps, viewer: Viewer, postId: number) {
  const { post } = await readablePost(deps.db, viewer, postId);
  const survey = await findSurveyByPost(deps.db, post.id);
  if (!survey) throw new AppError(404, BOARD_MESSAGES.surveyInvalid, 'NOT_FOUND');
  if (isClosed(survey)) throw new AppError(400, BOARD_MESSAGES.surveyClosed, 'CLOSED');
  return { post, survey };
}

/** Stores the member's one answer to the post's survey, checked against every question's rules. */
export async function answerSurvey(deps: CommunityDeps, user: Express.User, postId: number, input: SurveyAnswerInput): Promise<SurveyView> {
  const { post, survey } = await surveyOf(deps, user, postId);
  const answers: SurveyAnswerValue[] = input.answers.map((answer) => ({
    questionId: answer.questionId,
    ...(answer.optionIds ? { optionIds: answer.optionIds } : {}),
    ...(answer.text !== undefined ? { text: answer.text } : {}),
    ...(answer.score !== undefined ? { score: answer.score } : {}),
  }));
  const rules = survey.questions.map((q) => ({ id: q.id, mode: q.mode, multiple: q.multiple, required: q.required, optionIds: q.options.map((o) => o.id) }));
  const problem = checkSurveyAnswers(rules, answers);
  if (problem) throw new AppError(400, problem, 'VALIDATION');
  await deps.db.transaction(async (trx) => {
    const ids = rules.map((q) => q.id);
    if ((await hasAnswered(trx, ids, user.id)) || !(await claimResponse(trx, survey.id, user.id))) throw new AppError(409, BOARD_MESSAGES.surveyAlreadyAnswered, 'CONFLICT');
    await insertAnswers(trx, user.id, answers);
  });
  return presentSurvey(deps.db, survey, user, post.userId);
}

/** Takes the member's answer back, when every question they answered allows it. */
export async function cancelSurveyAnswer(deps: CommunityDeps, user: Express.User, postId: number): Promise<SurveyView> {
  const { post, survey } = await surveyOf(deps, user, postId);
  const mine = await findUserAnswers(deps.db, survey, user.id);
  if (mine.length === 0 || !mine.every((answer) => survey.questions.find((q) => q.id === answer.questionId)?.cancelable)) {
    throw new AppError(400, BOARD_MESSAGES.surveyNotCancelable, 'NOT_CANCELABLE');
  }
  await deps.db.transaction(async (trx) => {
    await deleteAnswers(trx, survey.questions.map((q) => q.id), user.id);
    await releaseResponse(trx, survey.id, user.id);
  });
  return presentSurvey(deps.db, survey, user, post.userId);
}
