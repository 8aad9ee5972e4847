/**
 * The `index` and `mode` words of the notification calls of SPEC section 7, kept apart from their
 * zod schemas (alarmSchemas.ts) so the web's header can use them without loading zod.
 */

/** `index` meaning every alarm of the user. */
export const ALARM_INDEX_ALL = 'ALL';
/** `mode` of a delete that removes only read alarms. */
export const ALARM_DELETE_MODE_READ = 'READ';
