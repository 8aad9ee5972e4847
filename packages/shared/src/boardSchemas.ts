/**
 * Input of the board calls, checked at the API edge and used by the web forms. Anything of the
 * wrong type, an array where a value belongs, or over a limit is refused with a Korean message;
 * a body (post, draft, comment) whose markup is past POST_MARKUP_LIMITS too, before anything parses it.
 */
import { z } from 'zod';
import { isHttpUrl } from './links';
import { SEARCH_MESSAGES } from './searchMessages';
import { multiLine, showsNothing, singleLine } from './textRules';
import { BOARD_MESSAGES as M } from './boardMessages';
import {
  BOARD_SEARCH_FIELDS,
  BOARD_SORTS,
  COMMENT_MAX,
  FILES_PER_POST,
  IMAGES_PER_POST,
  LINK_MAX,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  PRESS_SOURCE_MAX,
  REPORT_TARGETS,
  REPORT_TEXT_MAX,
  SEARCH_MAX_LENGTH,
  youtubeId,
} from './boardRules';
import { REPORT_REASON, SURVEY_FLAGS, SURVEY_MODE } from './codes';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { pageNumberSchema } from './pagingSchemas';
import { MAX_ROW_ID, rowIdSchema } from './rowId';
import { DRAFT_MESSAGES, isBlankDraft } from './postDrafts';
import { markupWithinLimits } from './postMarkup';
import { SURVEY_ESSAY_MAX, SURVEY_OPTIONS_MAX, SURVEY_OPTIONS_MIN, SURVEY_QUESTIONS_MAX, SURVEY_TEXT_MAX } from './surveyRules';
import { requiredText } from './requiredText';
import { optionalSearchText } from './searchText';

const U = { error: UNKNOWN_ERROR_MESSAGE };
const id = rowIdSchema(UNKNOWN_ERROR_MESSAGE);
const flag = z.boolean(U).optional().default(false);
/** A query-string number (text of digits) in a range. */
const queryInt = (min: number, max: number) =>
  z.string(U).regex(/^\d{1,7}$/, UNKNOWN_ERROR_MESSAGE).transform(Number).pipe(z.number().int().min(min, UNKNOWN_ERROR_MESSAGE).max(max, UNKNOWN_ERROR_MESSAGE));

/** A board's href in a path: lower-case words joined by hyphens. */
export const BOARD_HREF_PATTERN = /^[a-z][a-z0-9-]{0,49}$/;
export const boardHrefSchema = z.string(U).regex(BOARD_HREF_PATTERN, M.boardNotFound);

/** GET /api/community/board/:board/list?page=&kind=&field=&keyword=&sort= */
export const boardListQuerySchema = z.object(
  {
    page: pageNumberSchema(100_000),
    kind: queryInt(1, MAX_ROW_ID).optional(),
    field: z.enum(BOARD_SEARCH_FIELDS, U).optional().default('title'),
    keyword: optionalSearchText({ invalid: UNKNOWN_ERROR_MESSAGE, tooLong: SEARCH_MESSAGES.queryTooLong }, SEARCH_MAX_LENGTH),
    sort: z.enum(BOARD_SORTS, U).optional().default('newest'),
  },
  U,
);
export type BoardListQuery = z.infer<typeof boardListQuerySchema>;

const httpUrl = z
  .string(U)
  .trim()
  .max(LINK_MAX, M.linkInvalid)
  .refine(isHttpUrl, M.linkInvalid);

/** A survey question as the write form sends it. */
export const surveyQuestionSchema = z.object(
  {
    title: singleLine(requiredText(M.surveyInvalid).max(SURVEY_TEXT_MAX, M.surveyInvalid)),
    mode: z.enum([SURVEY_MODE.CHOICE, SURVEY_MODE.ESSAY, SURVEY_MODE.SCORE], U),
    options: z.array(singleLine(requiredText(M.surveyInvalid).max(SURVEY_TEXT_MAX, M.surveyInvalid)), U).max(SURVEY_OPTIONS_MAX, M.surveyInvalid).optional().default([]),
    ...(Object.fromEntries(SURVEY_FLAGS.map((name) => [name, flag])) as Record<(typeof SURVEY_FLAGS)[number], typeof flag>),
  },
  U,
).refine((question) => question.mode !== SURVEY_MODE.CHOICE || question.options.length >= SURVEY_OPTIONS_MIN, M.surveyInvalid)
  .refine((question) => question.mode === SURVEY_MODE.CHOICE || question.options.length === 0, M.surveyInvalid);
export type SurveyQuestionInput = z.infer<typeof surveyQuestionSchema>;

/** A survey attached to a post. */
export const surveyInputSchema = z.object(
  {
    title: singleLine(requiredText(M.surveyInvalid).max(SURVEY_TEXT_MAX, M.surveyInvalid)),
    endAt: z.iso.datetime({ error: M.surveyInvalid }).nullable().optional(),
    questions: z.array(surveyQuestionSchema, U).min(1, M.surveyInvalid).max(SURVEY_QUESTIONS_MAX, M.surveyInvalid),
  },
  U,
);
export type SurveyInput = z.infer<typeof surveyInputSchema>;

/** POST (write) and PUT (edit) of a post. `imageIds`/`fileIds` are the writer's own uploads. */
export const postInputSchema = z.object(
  {
    title: singleLine(requiredText(M.titleRequired).max(POST_TITLE_MAX, M.titleTooLong)),
    content: multiLine(z.string({ error: M.contentRequired }).normalize('NFC').max(POST_CONTENT_MAX, M.contentTooLong)).refine(markupWithinLimits, M.contentTooComplex),
    kindId: id.nullable().optional(),
    pinned: flag,
    secret: flag,
    link: httpUrl.nullable().optional(),
    source: singleLine(z.string(U).trim().max(PRESS_SOURCE_MAX, M.sourceTooLong)).nullable().optional(),
    videoUrl: z.string(U).trim().refine((value) => youtubeId(value) !== undefined, M.videoInvalid).nullable().optional(),
    imageIds: z.array(id, U).max(IMAGES_PER_POST, M.tooManyFiles).optional().default([]),
    fileIds: z.array(id, U).max(FILES_PER_POST, M.tooManyFiles).optional().default([]),
    survey: surveyInputSchema.nullable().optional(),
  },
  U,
);
export type PostInput = z.infer<typeof postInputSchema>;

/** POST of a comment (parentId: the comment replied to) and PUT of its text. */
export const commentInputSchema = z.object(
  {
    description: multiLine(requiredText(M.commentRequired).max(COMMENT_MAX, M.commentTooLong)).refine(markupWithinLimits, M.contentTooComplex),
    parentId: id.nullable().optional(),
  },
  U,
);
export type CommentInput = z.infer<typeof commentInputSchema>;

/** Recommend (on: true) or take it back (on: false). */
export const recommendInputSchema = z.object({ on: z.boolean(U) }, U);

/** A report: reason 1-4, or 5 (기타) with a description. */
export const reportInputSchema = z
  .object(
    {
      target: z.enum(REPORT_TARGETS, U),
      targetId: id,
      reason: z.number({ error: M.reportReasonInvalid }).int(M.reportReasonInvalid).min(REPORT_REASON.ABUSE, M.reportReasonInvalid).max(REPORT_REASON.OTHER, M.reportReasonInvalid),
      description: multiLine(z.string(U).trim().max(REPORT_TEXT_MAX, M.reportTooLong)).optional().default(''),
    },
    U,
  )
  .refine((report) => report.reason !== REPORT_REASON.OTHER || !showsNothing(report.description), M.reportOtherRequired);
export type ReportInput = z.infer<typeof reportInputSchema>;

/** Answers to a post's survey. */
export const surveyAnswerInputSchema = z.object(
  {
    answers: z
      .array(
        z.object(
          {
            questionId: id,
            optionIds: z.array(id, U).max(SURVEY_OPTIONS_MAX, M.surveyInvalid).optional(),
            text: multiLine(z.string(U).max(SURVEY_ESSAY_MAX, M.surveyInvalid)).optional(),
            score: z.number(U).int(M.surveyInvalid).optional(),
          },
          U,
        ),
        U,
      )
      .max(SURVEY_QUESTIONS_MAX, M.surveyInvalid),
  },
  U,
);
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInputSchema>;

/** PUT /api/community/boards/:board/draft: what the editor has, title or content (or both) not blank (postDrafts.ts). */
export const postDraftSchema = z
  .object(
    {
      title: singleLine(z.string(U).normalize('NFC').max(POST_TITLE_MAX, M.titleTooLong)),
      content: multiLine(z.string(U).normalize('NFC').max(POST_CONTENT_MAX, M.contentTooLong)).refine(markupWithinLimits, M.contentTooComplex),
    },
    U,
  )
  .refine((draft) => !isBlankDraft(draft), DRAFT_MESSAGES.empty);
export type PostDraftInput = z.infer<typeof postDraftSchema>;
