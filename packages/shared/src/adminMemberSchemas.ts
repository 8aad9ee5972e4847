/**
 * Input of the admin calls on members, reports and broadcasts. Codes are checked against the code
 * tables of SPEC section 3, so a value without a label never reaches the database.
 */
import { z } from 'zod';
import { pageNumberSchema } from './pagingSchemas';
import { multiLine, singleLine } from './textRules';
import { ADMIN_MESSAGES as M } from './adminMessages';
import { BROADCAST_DESCRIPTION_MAX, BROADCAST_HREF_MAX, BROADCAST_SUBTITLE_MAX, BROADCAST_TARGETS, BROADCAST_TITLE_MAX, REPORT_DECISIONS, type BroadcastTarget } from './adminRules';
import { isSitePath } from './links';
import { AFFILIATION_TYPE_LABELS, POWER_LABELS, RANK_LABELS } from './codes';
import { adminIdSchema } from './adminSchemas';
import { requiredText } from './requiredText';
import { optionalSearchText } from './searchText';

const codeOf = (labels: Record<number, string>) =>
  z.number({ error: M.memberCodeInvalid }).int(M.memberCodeInvalid).refine((code) => Object.hasOwn(labels, code), M.memberCodeInvalid);
const queryCode = (labels: Record<number, string>) =>
  z.string({ error: M.filterInvalid }).regex(/^\d{1,3}$/, M.filterInvalid).transform(Number).refine((code) => Object.hasOwn(labels, code), M.filterInvalid);
const cohort = z.number({ error: M.memberCodeInvalid }).int(M.memberCodeInvalid).min(0, M.memberCodeInvalid).max(999, M.memberCodeInvalid);

/** GET /api/user/get/list/all?keyword=&type=&rank=&cardinal=&certify=&page= */
export const memberListQuerySchema = z.object(
  {
    keyword: optionalSearchText({ invalid: M.filterInvalid, tooLong: M.filterInvalid }, 50),
    type: queryCode(AFFILIATION_TYPE_LABELS).optional(),
    rank: queryCode(RANK_LABELS).optional(),
    cardinal: z.string({ error: M.filterInvalid }).regex(/^\d{1,3}$/, M.filterInvalid).transform(Number).optional(),
    certify: z.enum(['1', '0'], { error: M.filterInvalid }).transform((value) => value === '1').optional(),
    page: pageNumberSchema(),
  },
  { error: M.filterInvalid },
);
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** PUT /api/admin/user: the id and any of the fields to change (others stay as they are). */
export const memberUpdateSchema = z
  .object(
    {
      id: adminIdSchema,
      power: codeOf(POWER_LABELS).optional(),
      rank: codeOf(RANK_LABELS).optional(),
      type: codeOf(AFFILIATION_TYPE_LABELS).optional(),
      cardinal: cohort.optional(),
      teamId: adminIdSchema.nullable().optional(),
      divisionId: adminIdSchema.nullable().optional(),
      hidden: z.number({ error: M.memberCodeInvalid }).int(M.memberCodeInvalid).min(0, M.memberCodeInvalid).max(9, M.memberCodeInvalid).optional(),
      certify: z.boolean({ error: M.memberCodeInvalid }).optional(),
      endOfActivity: z.boolean({ error: M.memberCodeInvalid }).optional(),
    },
    { error: M.memberNotFound },
  )
  .refine((value) => Object.keys(value).length > 1, M.memberNothingChanged);
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** Sub-site paths only: /something, never //host, /\host or a scheme (links.ts). */
const internalHref = z
  .string({ error: M.broadcastHrefInvalid })
  .trim()
  .max(BROADCAST_HREF_MAX, M.broadcastHrefInvalid)
  .refine((value) => value === '' || isSitePath(value), M.broadcastHrefInvalid);

/** Whether a target's value names something that exists in the code tables (ids of divisions and teams are checked by the database). */
function audienceValueValid(target: BroadcastTarget, value: number | undefined): boolean {
  if (target === 'all') return true;
  if (value === undefined) return false;
  if (target === 'type') return Object.hasOwn(AFFILIATION_TYPE_LABELS, value);
  if (target === 'rank') return Object.hasOwn(RANK_LABELS, value);
  if (target === 'division' || target === 'team') return value >= 1;
  return true;
}

/** POST /api/admin/alarm: an alarm for everyone, one affiliation type, one cohort or one team. */
export const broadcastSchema = z
  .object(
    {
      title: singleLine(requiredText(M.broadcastTitleMissing).max(BROADCAST_TITLE_MAX, M.broadcastTitleMissing)),
      subTitle: multiLine(z.string({ error: M.broadcastTextTooLong }).trim().max(BROADCAST_SUBTITLE_MAX, M.broadcastTextTooLong)).optional().default(''),
      description: multiLine(z.string({ error: M.broadcastTextTooLong }).trim().max(BROADCAST_DESCRIPTION_MAX, M.broadcastTextTooLong)).optional().default(''),
      href: internalHref.optional().default(''),
      target: z.enum(BROADCAST_TARGETS, { error: M.broadcastTargetInvalid }),
      value: z.number({ error: M.broadcastTargetInvalid }).int(M.broadcastTargetInvalid).min(0, M.broadcastTargetInvalid).optional(),
      /** 광고성 정보: reaches only members who agreed to promotional messages, titled (광고) (notificationSettings.ts). */
      promotional: z.boolean({ error: M.broadcastTargetInvalid }).optional().default(false),
    },
    { error: M.broadcastTitleMissing },
  )
  .refine((value) => audienceValueValid(value.target, value.value), { message: M.broadcastTargetInvalid, path: ['value'] });
export type Broadcast = z.infer<typeof broadcastSchema>;

/** GET /api/admin/alarm/recipients?target=&value=: how many members a broadcast would reach, before sending. */
export const broadcastAudienceQuerySchema = z
  .object(
    {
      target: z.enum(BROADCAST_TARGETS, { error: M.broadcastTargetInvalid }),
      value: z.string({ error: M.broadcastTargetInvalid }).regex(/^\d{1,9}$/, M.broadcastTargetInvalid).transform(Number).optional(),
      /** 1: count only those a 광고성 broadcast reaches (who agreed). */
      promotional: z.enum(['0', '1'], { error: M.broadcastTargetInvalid }).optional().transform((flag) => flag === '1'),
    },
    { error: M.broadcastTargetInvalid },
  )
  .refine((value) => audienceValueValid(value.target, value.value), { message: M.broadcastTargetInvalid, path: ['value'] });
export type BroadcastAudienceQuery = z.infer<typeof broadcastAudienceQuerySchema>;

/** GET /api/admin/reports?handled=0|1 */
export const reportQueueQuerySchema = z.object({ handled: z.enum(['0', '1'], { error: M.filterInvalid }).optional().default('0').transform(Number) }, { error: M.filterInvalid });

/** PUT /api/admin/report: decide on every report of one post or comment. */
export const reportDecisionSchema = z.object(
  {
    targetType: z.enum(['post', 'comment'], { error: M.reportTargetInvalid }),
    targetId: adminIdSchema,
    decision: z.enum(REPORT_DECISIONS, { error: M.reportTargetInvalid }),
  },
  { error: M.reportTargetInvalid },
);
export type ReportDecisionInput = z.infer<typeof reportDecisionSchema>;
