import { createHash } from 'node:crypto';

/**
 * The key app installs are registered under: a hash of the registering session's id (the id itself
 * stays a secret of the cookie). A password or email change keeps the pushes of this key's devices
 * and ends the others' (device.repo.ts removeDevicesOutsideSession).
 */
export const deviceSessionKey = (sessionId: string): string => createHash('sha256').update(sessionId).digest('hex');
