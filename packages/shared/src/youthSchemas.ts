/**
 * Input of the youth programme calls, validated at the API edge and by the web forms with the
 * same schemas. Every failure carries a Korean message (youthMessages.ts).
 */
import { z } from 'zod';
import { CLOCK_TIME_PATTERN, isCalendarDate } from './timeZone';
import { UNKNOWN_ERROR_MESSAGE } from './messages';
import { MAX_ROW_ID, rowIdSchema } from './rowId';
import { ORGANISATION_MESSAGES as O, YOUTH_MESSAGES as M } from './youthMessages';
import { creditLimitMinutes, type CreditSchedule } from './volunteerHours';
import type { Participation } from './youthEntities';
import { CERTIFICATE_NUMBER_PATTERN, CREDIT_STEP_MINUTES, formatHours, MAX_CREDIT_HOURS, MINUTES_PER_HOUR, type ParticipationAction } from './youthRules';
import { multiLine, singleLine } from './textRules';
import { requiredText } from './requiredText';
import { optionalSearchText } from './searchText';

export const CAMPAIGN_NAME_MAX = 100;
export const CAMPAIGN_DESCRIPTION_MAX = 2000;
export const CAMPAIGN_PLACE_MAX = 200;
export const CAMPAIGN_CAPACITY_MAX = 10000;

/**
 * A real calendar date written YYYY-MM-DD (2026-02-30 is refused); the messages name the field
 * (활동 시작일, 종료일, 신청 마감일), one when it is left empty and one when it is not a date.
 */
const dateSchema = (messages: { missing: string; invalid: string }) =>
  z
    .string({ error: messages.missing })
    .superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: messages.missing });
      else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: messages.invalid });
    });

/** A time of day written HH:MM (24 hours, Korean time). */
const clockTimeSchema = z.string({ error: M.timeInvalid }).regex(CLOCK_TIME_PATTERN, M.timeInvalid).nullable().default(null);

/** Credited hours: 0 to 100 in steps of half an hour. */
export const creditHoursSchema = z
  .number({ error: M.hoursInvalid })
  .min(0, M.hoursInvalid)
  .max(MAX_CREDIT_HOURS, M.hoursInvalid)
  .refine((hours) => Number.isInteger((hours * MINUTES_PER_HOUR) / CREDIT_STEP_MINUTES), M.hoursInvalid);

/** A campaign as created or edited. divisionId is used for operators only (division heads: their own). */
export const campaignSchema = z
  .strictObject(
    {
      name: singleLine(requiredText(M.campaignNameRequired).max(CAMPAIGN_NAME_MAX, M.campaignNameTooLong)),
      description: multiLine(requiredText(M.descriptionRequired).max(CAMPAIGN_DESCRIPTION_MAX, M.descriptionTooLong)),
      place: singleLine(z.string({ error: M.placeTooLong }).trim().max(CAMPAIGN_PLACE_MAX, M.placeTooLong)).default(''),
      startDate: dateSchema({ missing: M.startDateRequired, invalid: M.startDateInvalid }),
      endDate: dateSchema({ missing: M.endDateRequired, invalid: M.endDateInvalid }),
      hours: creditHoursSchema,
      startTime: clockTimeSchema,
      endTime: clockTimeSchema,
      applyDeadline: dateSchema({ missing: M.applyDeadlineInvalid, invalid: M.applyDeadlineInvalid }).nullable().default(null),
      capacity: z.number({ error: M.capacityInvalid }).int(M.capacityInvalid).min(1, M.capacityInvalid).max(CAMPAIGN_CAPACITY_MAX, M.capacityInvalid).nullable().default(null),
      divisionId: z.number({ error: UNKNOWN_ERROR_MESSAGE }).int(UNKNOWN_ERROR_MESSAGE).positive(UNKNOWN_ERROR_MESSAGE).nullable().optional(),
    },
    { error: UNKNOWN_ERROR_MESSAGE },
  )
  .refine((campaign) => campaign.endDate >= campaign.startDate, { message: M.endBeforeStart, path: ['endDate'] })
  .refine((campaign) => (campaign.startTime === null) === (campaign.endTime === null), { message: M.timesTogether, path: ['endTime'] })
  .refine((campaign) => campaign.startDate !== campaign.endDate || campaign.startTime === null || campaign.endTime === null || campaign.endTime > campaign.startTime, {
    message: M.endTimeBeforeStart,
    path: ['endTime'],
  })
  .refine((campaign) => campaign.applyDeadline === null || campaign.applyDeadline <= campaign.endDate, { message: M.deadlineAfterEnd, path: ['applyDeadline'] });
export type CampaignInput = z.infer<typeof campaignSchema>;

/** Credited minutes: 0 to 100 hours in steps of half an hour. */
export const creditMinutesSchema = z
  .number({ error: M.hoursInvalid })
  .int(M.hoursInvalid)
  .min(0, M.hoursInvalid)
  .max(MAX_CREDIT_HOURS * MINUTES_PER_HOUR, M.hoursInvalid)
  .refine((minutes) => minutes % CREDIT_STEP_MINUTES === 0, M.hoursInvalid);

/** The schedule of a participation's campaign as a manager's screen has it, as the credit limit reads it. */
export const participationSchedule = (participation: Pick<Participation, 'campaignStartDate' | 'campaignEndDate' | 'campaignStartTime' | 'campaignEndTime'>): CreditSchedule => ({
  startDate: participation.campaignStartDate,
  endDate: participation.campaignEndDate,
  startTime: participation.campaignStartTime ?? null,
  endTime: participation.campaignEndTime ?? null,
});

/**
 * The Korean refusal of minutes longer than the campaign allows (creditLimitMinutes), or null.
 * The schema above cannot know the campaign: the API checks it once the participation is read
 * (참여 확인, 정정), and the web forms before sending, with the same limit and words.
 */
export function creditLimitRefusal(minutes: number, campaign: CreditSchedule): string | null {
  const limit = creditLimitMinutes(campaign);
  return minutes > limit ? M.creditOverActivity(formatHours(limit)) : null;
}

/** Longest written reason of a correction or cancellation (shown on the verification page). */
export const CHANGE_REASON_MAX = 200;
const changeReasonSchema = singleLine(requiredText(M.changeReasonRequired).max(CHANGE_REASON_MAX, M.changeReasonTooLong));

const actionOf = <A extends ParticipationAction>(action: A) => z.literal(action, { error: M.actionInvalid });

/**
 * PUT /api/youth/participations/{id}: a manager's step in the lifecycle (youthRules.ts).
 *   { action: 'select' | 'approve' | 'reject' }
 *   { action: 'attend', minutes }            the minutes actually served
 *   { action: 'correct', minutes, reason }   an approved record's new minutes, with why
 *   { action: 'cancel', reason }             an approved record withdrawn, with why
 */
export const participationActionSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: actionOf('select') }, { error: UNKNOWN_ERROR_MESSAGE }),
    z.strictObject({ action: actionOf('attend'), minutes: creditMinutesSchema }, { error: UNKNOWN_ERROR_MESSAGE }),
    z.strictObject({ action: actionOf('approve') }, { error: UNKNOWN_ERROR_MESSAGE }),
    z.strictObject({ action: actionOf('reject') }, { error: UNKNOWN_ERROR_MESSAGE }),
    z.strictObject({ action: actionOf('correct'), minutes: creditMinutesSchema, reason: changeReasonSchema }, { error: UNKNOWN_ERROR_MESSAGE }),
    z.strictObject({ action: actionOf('cancel'), reason: changeReasonSchema }, { error: UNKNOWN_ERROR_MESSAGE }),
  ],
  { error: M.actionInvalid },
);
export type ParticipationActionInput = z.infer<typeof participationActionSchema>;

/** A manager enrolling a member: { userId }. */
export const enrollSchema = z.strictObject(
  { userId: rowIdSchema(UNKNOWN_ERROR_MESSAGE) },
  { error: UNKNOWN_ERROR_MESSAGE },
);

/** A certificate issue number in a path. */
export const certificateNumberParamSchema = z.object({
  number: z.string({ error: M.certificateNumberInvalid }).regex(CERTIFICATE_NUMBER_PATTERN, M.certificateNumberInvalid),
});

/** Longest reason for revoking a certificate (shown on the public verification page). */
export const REVOKE_REASON_MAX = 200;

/** PUT /api/youth/certificates/{number}/revoke: { reason }. */
export const revokeSchema = z.strictObject(
  { reason: singleLine(requiredText(M.revokeReasonRequired).max(REVOKE_REASON_MAX, M.revokeReasonTooLong)) },
  { error: M.revokeReasonRequired },
);
export type RevokeInput = z.infer<typeof revokeSchema>;

/** Members a manager may enrol, per page. */
export const YOUTH_MEMBER_PAGE_SIZE = 20;

/** GET /api/youth/members?keyword=&page= */
export const youthMemberQuerySchema = z.object(
  {
    keyword: optionalSearchText({ invalid: M.memberSearchInvalid, tooLong: M.memberSearchInvalid }, 50),
    page: z.string({ error: UNKNOWN_ERROR_MESSAGE }).regex(/^\d{1,6}$/, UNKNOWN_ERROR_MESSAGE).transform(Number).pipe(z.number().int().min(1, UNKNOWN_ERROR_MESSAGE)).optional().default(1),
  },
  { error: UNKNOWN_ERROR_MESSAGE },
);
export type YouthMemberQuery = z.infer<typeof youthMemberQuerySchema>;

/** Longest division or team name (the columns hold 50). */
export const ORGANISATION_NAME_MAX = 50;
/** A team image is re-encoded to fit inside this box. */
export const TEAM_IMAGE_BOX = { width: 400, height: 400 } as const;

const sortNumberSchema = z.number({ error: O.sortInvalid }).int(O.sortInvalid).min(0, O.sortInvalid).max(999, O.sortInvalid);
const sortSchema = sortNumberSchema.default(0);

/**
 * A number sent as JSON or as multipart text (the team form carries an image, so its fields
 * arrive as strings): digits only, then checked as a number.
 */
const numberOrDigits = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,10}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });

/** An admin creating or renaming a division: { name, sort? }. */
export const divisionSchema = z.strictObject(
  {
    name: singleLine(requiredText(O.divisionNameRequired).max(ORGANISATION_NAME_MAX, O.nameTooLong)),
    sort: sortSchema,
  },
  { error: UNKNOWN_ERROR_MESSAGE },
);
export type DivisionInput = z.infer<typeof divisionSchema>;

/**
 * An operator creating or editing a team: { name, divisionId, sort?, removeImage? } as JSON or as
 * multipart text with the optional image file `image` (removeImage "1" drops the current one).
 */
export const teamSchema = z.object(
  {
    name: singleLine(requiredText(O.teamNameRequired).max(ORGANISATION_NAME_MAX, O.nameTooLong)),
    divisionId: numberOrDigits(O.divisionMissing).pipe(z.number().int().min(1, O.divisionMissing).max(MAX_ROW_ID, O.divisionMissing)),
    sort: z
      .union([z.number(), z.string()], { error: O.sortInvalid })
      .optional()
      .transform((value) => (value === undefined || value === '' ? '0' : value))
      .pipe(numberOrDigits(O.sortInvalid))
      .pipe(sortNumberSchema),
    removeImage: z
      .union([z.boolean(), z.enum(['1', '0'])], { error: O.removeImageInvalid })
      .optional()
      .transform((value) => value === true || value === '1'),
  },
  { error: UNKNOWN_ERROR_MESSAGE },
);
export type TeamInput = z.infer<typeof teamSchema>;
