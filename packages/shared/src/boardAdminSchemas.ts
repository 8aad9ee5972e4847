/** Input of the admin calls on boards and their kinds (말머리), JSON bodies. */
import { z } from 'zod';
import { multiLine, singleLine } from './textRules';
import { adminIdSchema } from './adminSchemas';
import { BOARD_ACTIONS, BOARD_LAYOUTS } from './boardRules';
import { PERMISSION } from './codes';
import { CONTENT_MESSAGES as M } from './contentMessages';
import { BOARD_DESCRIPTION_MAX, BOARD_NAME_MAX, CONTENT_ORDER_MAX, KIND_COLOR_PATTERN, KIND_NAME_MAX } from './contentRules';
import { ADMIN_MESSAGES } from './adminMessages';
import { requiredText } from './requiredText';

const permissionSchema = z.union([z.literal(PERMISSION.ADMIN_ONLY), z.literal(PERMISSION.OPERATORS), z.literal(PERMISSION.USERS_ONLY), z.literal(PERMISSION.EVERYONE)], {
  error: M.boardPermissionInvalid,
});

/** One permission code per board action. */
export const boardPermSchema = z.object(
  Object.fromEntries(BOARD_ACTIONS.map((action) => [action, permissionSchema])) as Record<(typeof BOARD_ACTIONS)[number], typeof permissionSchema>,
  { error: M.boardPermissionInvalid },
);

/** PUT /api/admin/boards: a board's name, description, layout, permissions and "certified only". */
export const boardUpdateSchema = z.object(
  {
    id: adminIdSchema,
    name: singleLine(requiredText(M.boardNameMissing).max(BOARD_NAME_MAX, M.boardNameMissing)),
    description: multiLine(z.string({ error: M.boardDescriptionTooLong }).trim().max(BOARD_DESCRIPTION_MAX, M.boardDescriptionTooLong)).optional().default(''),
    layout: z.enum(BOARD_LAYOUTS, { error: M.boardLayoutInvalid }),
    perm: boardPermSchema,
    certifiedOnly: z.boolean({ error: M.boardPermissionInvalid }),
  },
  { error: M.boardNotFound },
);
export type BoardUpdate = z.infer<typeof boardUpdateSchema>;

const kindName = singleLine(requiredText(M.kindNameMissing).max(KIND_NAME_MAX, M.kindNameMissing));
const kindColor = z.string({ error: M.kindColorInvalid }).trim().regex(KIND_COLOR_PATTERN, M.kindColorInvalid).transform((value) => value.toLowerCase());

/** POST /api/admin/boards/kinds: a new kind at the end of the board's kinds. */
export const kindCreateSchema = z.object({ boardId: adminIdSchema, name: kindName, color: kindColor }, { error: M.boardNotFound });
export type KindCreate = z.infer<typeof kindCreateSchema>;

/** PUT /api/admin/boards/kinds: rename and recolour. */
export const kindUpdateSchema = z.object({ id: adminIdSchema, name: kindName, color: kindColor }, { error: M.kindNotFound });
export type KindUpdate = z.infer<typeof kindUpdateSchema>;

/** A list of ids in their new display order. */
export const orderIdsSchema = z
  .array(z.number({ error: ADMIN_MESSAGES.idMissing }).int(ADMIN_MESSAGES.idMissing).positive(ADMIN_MESSAGES.idMissing), { error: ADMIN_MESSAGES.idMissing })
  .min(1, ADMIN_MESSAGES.idMissing)
  .max(CONTENT_ORDER_MAX, ADMIN_MESSAGES.idMissing);

/** PUT /api/admin/boards/kinds/order: every kind of the board, in the new order. */
export const kindOrderSchema = z.object({ boardId: adminIdSchema, ids: orderIdsSchema }, { error: ADMIN_MESSAGES.idMissing });
export type KindOrder = z.infer<typeof kindOrderSchema>;
