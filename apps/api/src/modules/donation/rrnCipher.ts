import crypto from 'node:crypto';

/**
 * Donors' resident registration numbers, encrypted with AES-256-GCM under DONOR_RRN_KEY (outside
 * the database): "v1." + base64(iv | tag | ciphertext), a fresh 12-byte iv each time. The number
 * itself is never logged, answered or stored in clear.
 */
export type RrnKey = Buffer;

/** The key from its base64 setting, or null when unset (then no number is collected). */
export const rrnKeyOf = (base64: string | undefined): RrnKey | null => (base64 ? Buffer.from(base64, 'base64') : null);

export function encryptRrn(key: RrnKey, rrn: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(rrn, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

/** The number back (for the tax office's file); throws when the key or the text is not the one it was sealed with. */
export function decryptRrn(key: RrnKey, stored: string): string {
  const raw = Buffer.from(stored.replace(/^v1\./, ''), 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
