// Reading the Korean messages out of a failed safeParse, kept apart from the zod schemas
// (schemas.ts, accountSchemas.ts) so that web pages can use them without loading zod.
import { UNKNOWN_ERROR_MESSAGE } from './requestMessages';

/** The outcome of any zod safeParse, structurally (success or the issues with their messages). */
export type SafeParseOutcome =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };

/** The first Korean message of a failed safeParse; undefined when it succeeded. */
export function firstMessage(result: SafeParseOutcome): string | undefined {
  if (result.success) return undefined;
  return result.error.issues[0]?.message || UNKNOWN_ERROR_MESSAGE;
}

/** What fieldMessages reads of a safeParse result. */
export type IssuesOutcome =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } };

/**
 * The first message of each field of a failed safeParse, by field name (a form shows one message
 * per field). Issues about the whole body go under "" ; an empty object means valid.
 */
export function fieldMessages(result: IssuesOutcome): Record<string, string> {
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(key in messages)) messages[key] = issue.message || UNKNOWN_ERROR_MESSAGE;
  }
  return messages;
}
