// The email rules as migration 0016 applied them, frozen here: the app's own rules
// (packages/shared/src/emailAddress.ts) may change later, and a migration must do tomorrow what it
// did the day it ran. A changed rule comes with a new migration that re-keys the rows.

/** The stored, looked-up form of an address as of 0016: trimmed, NFC, lower-cased. */
export function canonicalEmail0016(value: string): string {
  return value.trim().normalize('NFC').toLowerCase().normalize('NFC');
}

const LOOKALIKE_NOISE = /[\p{M}\p{Default_Ignorable_Code_Point}]/gu;

/** users.email_key as of 0016: the canonical address in compatibility form without accents or invisible characters. */
export function emailLookalikeKey0016(value: string): string {
  return canonicalEmail0016(value).normalize('NFKD').replace(LOOKALIKE_NOISE, '').toLowerCase().normalize('NFC');
}
