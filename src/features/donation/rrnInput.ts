/** A resident registration number as typed: digits only, the hyphen put in after the sixth. */
export function formatRrnInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 13);
  return digits.length <= 6 ? digits : `${digits.slice(0, 6)}-${digits.slice(6)}`;
}
