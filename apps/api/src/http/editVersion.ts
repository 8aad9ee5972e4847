import { createHash } from 'node:crypto';
import { EDIT_CONFLICT_MESSAGE } from '@nanum/shared/requestMessages';
import { AppError } from './AppError';

/**
 * Two staff members editing the same thing: the later save must not silently erase the earlier
 * one. An editor loads the values with their version (a hash of what it shows) and sends that
 * version back with its save; the save reads the row locked, and when its values no longer hash to
 * the sent version someone saved in between: 409, nothing written, and the editor says to reload.
 * A hash rather than a timestamp, so that no column is needed and saves within one second still differ.
 */
export function editVersion(values: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 16);
}

/** 409 when the row's `current` version is not the `version` the editor loaded (none sent: nothing to compare). */
export function assertUnchangedSince(current: string, version: string | undefined): void {
  if (version !== undefined && current !== version) throw new AppError(409, EDIT_CONFLICT_MESSAGE, 'EDIT_CONFLICT');
}
