import { z } from 'zod';

/** The largest id a table's key holds (a signed 32-bit INT on MySQL and MariaDB). */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** A row's id in a JSON body: a whole number from 1 to MAX_ROW_ID; anything else answers `message`. */
export const rowIdSchema = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
