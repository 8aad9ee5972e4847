/**
 * Input of the admin calls (corporations, pop-ups, audit log), checked at the API edge and used by
 * the admin forms. Multipart fields arrive as text, so numbers and flags are parsed from strings.
 */
import { z } from 'zod';
import { pageNumberSchema } from './pagingSchemas';
import { isCalendarDate, isDayRange } from './timeZone';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from './auditLog';
import { isSiteLink } from './links';
import { MAX_ROW_ID } from './rowId';
import { multiLine, singleLine } from './textRules';
import { ADMIN_MESSAGES as M } from './adminMessages';
import { ADMIN_LINK_MAX, CORPORATION_DESCRIPTION_MAX, CORPORATION_NAME_MAX, CORPORATION_SORT_MAX, POPUP_DESCRIPTION_MAX, POPUP_TITLE_MAX } from './adminRules';
import { requiredText } from './requiredText';
import { editVersionSchema } from './adminContentSchemas';
import { optionalSearchText } from './searchText';

/** A positive id sent as digits (multipart, query) or a number (JSON). */
export const adminIdSchema = z.union([z.number(), z.string()], { error: M.idMissing }).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ROW_ID) {
    ctx.addIssue({ code: 'custom', message: M.idMissing });
    return z.NEVER;
  }
  return Number(text);
});

/** An http(s) address or a path on this site (links.ts), or empty for none. */
export const adminLinkSchema = singleLine(z.string({ error: M.linkInvalid }).trim().max(ADMIN_LINK_MAX, M.linkInvalid)).refine(
  (value) => value === '' || isSiteLink(value),
  M.linkInvalid,
);

const sortSchema = z
  .string({ error: M.sortInvalid })
  .trim()
  .regex(/^\d{1,4}$/, M.sortInvalid)
  .transform(Number)
  .pipe(z.number().int().min(1, M.sortInvalid).max(CORPORATION_SORT_MAX, M.sortInvalid));

/** Fields of a corporation (the image travels as the multipart file `image`). */
export const corporationFieldsSchema = z.object(
  {
    name: singleLine(requiredText(M.corporationNameMissing).max(CORPORATION_NAME_MAX, M.corporationNameMissing)),
    description: multiLine(z.string({ error: M.corporationDescriptionTooLong }).trim().max(CORPORATION_DESCRIPTION_MAX, M.corporationDescriptionTooLong)).optional().default(''),
    link: adminLinkSchema.optional().default(''),
    sort: sortSchema.optional(),
  },
  { error: M.corporationNameMissing },
);
export type CorporationFields = z.infer<typeof corporationFieldsSchema>;

/** PUT /api/corporation/set: the same fields plus the id, and the version the form loaded. */
export const corporationUpdateSchema = corporationFieldsSchema.extend({ id: adminIdSchema, version: editVersionSchema.optional() });
export type CorporationUpdate = z.infer<typeof corporationUpdateSchema>;

/** DELETE /api/corporation/set, DELETE /api/popup/del/content: { id }. */
export const adminIdBodySchema = z.object({ id: adminIdSchema }, { error: M.idMissing });

/** A day as YYYY-MM-DD, or empty for none. */
const daySchema = z
  .string({ error: M.popupDateInvalid })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), M.popupDateInvalid)
  .transform((value) => value || null);

/** PUT /api/popup/put/content (multipart): id, title, description, link, active "1"/"0", optional startDate and endDate. */
/** "1" removes the stored picture (an edit that sends no new one); absent or "0" keeps it. */
export const removeImageFlag = z.enum(['1', '0'], { error: M.idMissing }).optional().transform((value) => value === '1');

export const popupUpdateSchema = z
  .object(
    {
      id: adminIdSchema,
      title: singleLine(requiredText(M.popupTitleMissing).max(POPUP_TITLE_MAX, M.popupTitleMissing)),
      description: multiLine(z.string({ error: M.popupDescriptionTooLong }).trim().max(POPUP_DESCRIPTION_MAX, M.popupDescriptionTooLong)).optional().default(''),
      link: adminLinkSchema.optional().default(''),
      active: z.enum(['1', '0'], { error: M.popupActiveInvalid }).transform((value) => value === '1'),
      startDate: daySchema.optional().default(null),
      endDate: daySchema.optional().default(null),
      removeImage: removeImageFlag,
      version: editVersionSchema.optional(),
    },
    { error: M.idMissing },
  )
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, { message: M.popupDateOrder, path: ['endDate'] });
export type PopupUpdate = z.infer<typeof popupUpdateSchema>;

/** PUT /api/popup/put/status: no payload toggles the current pop-up, { id } toggles that one. */
export const popupStatusSchema = z.object({ id: adminIdSchema.optional() }, { error: M.idMissing }).optional().default({});

const auditDay = z.string({ error: M.filterInvalid }).refine(isCalendarDate, M.filterInvalid);
const auditKey = (known: Readonly<Record<string, string>>) => z.string({ error: M.filterInvalid }).refine((value) => Object.hasOwn(known, value), M.filterInvalid);

/** The filters of the audit log: who (name contains), what action, what kind of target (and which), from and to (Korean days). */
export const auditFilterSchema = z
  .object(
    {
      actor: optionalSearchText({ invalid: M.filterInvalid, tooLong: M.filterInvalid }, 50),
      action: auditKey(AUDIT_ACTION_LABELS).optional(),
      target: auditKey(AUDIT_TARGET_LABELS).optional(),
      targetId: z.string({ error: M.filterInvalid }).regex(/^\d{1,10}$/, M.filterInvalid).transform(Number).optional(),
      from: auditDay.optional(),
      to: auditDay.optional(),
    },
    { error: M.filterInvalid },
  )
  .refine(isDayRange, M.filterInvalid);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** GET /api/admin/audit?page=&actor=&action=&target=&targetId=&from=&to= */
export const auditQuerySchema = z
  .object(
    { page: pageNumberSchema() },
    { error: M.pageInvalid },
  )
  .and(auditFilterSchema);

/** PUT /api/corporation/order: every corporation id in the new display order (drag ordering). */
export const corporationOrderSchema = z.object(
  { ids: z.array(z.number({ error: M.idMissing }).int(M.idMissing).positive(M.idMissing), { error: M.idMissing }).min(1, M.idMissing).max(500, M.idMissing) },
  { error: M.idMissing },
);
