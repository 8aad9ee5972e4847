/**
 * Input of the admin calls on the /member directory and the endorsers. Create and update are
 * multipart (the photo travels as the file `image`), so every field arrives as text.
 */
import { z } from 'zod';
import { multiLine, singleLine } from './textRules';
import { ADMIN_MESSAGES } from './adminMessages';
import { editVersionSchema } from './adminContentSchemas';
import { adminIdSchema, removeImageFlag } from './adminSchemas';
import { orderIdsSchema } from './boardAdminSchemas';
import { youtubeId } from './boardRules';
import { CONTENT_MESSAGES as M } from './contentMessages';
import { ENDORSER_DESCRIPTION_MAX, ENDORSER_NAME_MAX, ORG_MEMBER_DESCRIPTION_MAX, ORG_MEMBER_NAME_MAX, ORG_MEMBER_POSITION_MAX } from './contentRules';
import { MEMBER_CATEGORIES } from './memberCategories';
import { MEMBER_CATEGORY_INVALID_MESSAGE } from './siteMessages';
import { requiredText } from './requiredText';

const category = z.enum(MEMBER_CATEGORIES, { error: MEMBER_CATEGORY_INVALID_MESSAGE });

/** GET /api/admin/directory?category= */
export const directoryQuerySchema = z.object({ category }, { error: MEMBER_CATEGORY_INVALID_MESSAGE });


const orgMemberFields = {
  name: singleLine(requiredText(M.orgMemberNameMissing).max(ORG_MEMBER_NAME_MAX, M.orgMemberNameMissing)),
  position: singleLine(z.string({ error: M.orgMemberPositionTooLong }).trim().max(ORG_MEMBER_POSITION_MAX, M.orgMemberPositionTooLong)).optional().default(''),
  description: multiLine(z.string({ error: M.orgMemberDescriptionTooLong }).trim().max(ORG_MEMBER_DESCRIPTION_MAX, M.orgMemberDescriptionTooLong)).optional().default(''),
};

/** POST /api/admin/directory (multipart): category, name, position, description, image? */
export const orgMemberCreateSchema = z.object({ category, ...orgMemberFields }, { error: M.orgMemberNameMissing });
export type OrgMemberCreate = z.infer<typeof orgMemberCreateSchema>;

/** PUT /api/admin/directory (multipart): id, name, position, description, image?, removeImage?, version? (what the form loaded) */
export const orgMemberUpdateSchema = z.object({ id: adminIdSchema, ...orgMemberFields, removeImage: removeImageFlag, version: editVersionSchema.optional() }, { error: ADMIN_MESSAGES.idMissing });
export type OrgMemberUpdate = z.infer<typeof orgMemberUpdateSchema>;

/** PUT /api/admin/directory/order: every member of the category, in the new order. */
export const orgMemberOrderSchema = z.object({ category, ids: orderIdsSchema }, { error: ADMIN_MESSAGES.idMissing });
export type OrgMemberOrder = z.infer<typeof orgMemberOrderSchema>;

/** Any YouTube watch, share, shorts or embed address, stored as the privacy-enhanced embed address. */
const videoSchema = z
  .string({ error: M.endorserVideoInvalid })
  .trim()
  .transform((value, ctx) => {
    const id = youtubeId(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: M.endorserVideoInvalid });
      return z.NEVER;
    }
    return `https://www.youtube-nocookie.com/embed/${id}`;
  });

const endorserFields = {
  name: singleLine(requiredText(M.endorserNameMissing).max(ENDORSER_NAME_MAX, M.endorserNameMissing)),
  description: multiLine(requiredText(M.endorserDescriptionMissing).max(ENDORSER_DESCRIPTION_MAX, M.endorserDescriptionMissing)),
  href: videoSchema,
};

/** POST /api/admin/endorsers (multipart): name, description, href, image (required). */
export const endorserCreateSchema = z.object(endorserFields, { error: M.endorserNameMissing });
export type EndorserCreate = z.infer<typeof endorserCreateSchema>;

/** PUT /api/admin/endorsers (multipart): id, name, description, href, image?, version? (what the form loaded) */
export const endorserUpdateSchema = z.object({ id: adminIdSchema, ...endorserFields, version: editVersionSchema.optional() }, { error: ADMIN_MESSAGES.idMissing });
export type EndorserUpdate = z.infer<typeof endorserUpdateSchema>;

/** PUT /api/admin/endorsers/order: every endorser, in the new order. */
export const endorserOrderSchema = z.object({ ids: orderIdsSchema }, { error: ADMIN_MESSAGES.idMissing });
