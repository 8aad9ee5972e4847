import { z } from 'zod';
import { showsNothing } from './textRules';

/**
 * A text field that must hold something to read (a title, a comment, a reason, a name): composed
 * (NFC) and trimmed, and `message` for a missing field, a wrong type, or text that shows nothing
 * (empty, or only what `trim` keeps: zero-width spaces, Hangul fillers...). The field's own checks
 * (its length, one line or several) follow it.
 */
export const requiredText = (message: string) =>
  z
    .string({ error: message })
    .normalize('NFC')
    .trim()
    .min(1, message)
    .refine((text) => !showsNothing(text), message);
