import { z } from 'zod';
import { UNKNOWN_ERROR_MESSAGE } from './messages';

/** The largest id a table's key holds (a signed 32-bit INT on MySQL and MariaDB). */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** A row's id in a JSON body: a whole number from 1 to MAX_ROW_ID; anything else answers `message`. */
export const rowIdSchema = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

/**
 * A row's id in a path (`/api/alarm/get/{userId}`), as text: written as plain digits (not "1e1",
 * "22.0", " 22" or "0x16", which a number conversion would read as another id), in the same
 * range; else the unknown-error message.
 */
export const idParamSchema = z
  .string({ error: UNKNOWN_ERROR_MESSAGE })
  .regex(/^[1-9]\d{0,9}$/, UNKNOWN_ERROR_MESSAGE)
  .transform(Number)
  .pipe(rowIdSchema(UNKNOWN_ERROR_MESSAGE));
