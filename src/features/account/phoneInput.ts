import { PHONE_MAX_LENGTH } from '@nanum/shared/limits';

/**
 * Phone inputs add the hyphens as the member types (01012345678 -> 010-1234-5678), so the value
 * matches the SPEC pattern NNN-NNN(N)-NNNN. At most 11 digits are kept.
 */
export function formatPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  if (digits.length <= 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** What every phone number input is: the phone's number keyboard, the spec's pattern as its example, the length limit. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', placeholder: '010-1234-5678', maxLength: PHONE_MAX_LENGTH } as const;
