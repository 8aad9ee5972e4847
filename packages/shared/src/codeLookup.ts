// The lookups of the code tables (codes.ts and the small modules it re-exports): an unknown code
// reads as undefined instead of throwing.

/** The label of `code` in `table`, or undefined when the table has no such own key. */
export function lookup<K extends PropertyKey, V>(table: Readonly<Record<K, V>>, code: unknown): V | undefined {
  if (typeof code !== 'number' && typeof code !== 'string') return undefined;
  return Object.hasOwn(table, code) ? table[code as K] : undefined;
}

/** Integer codes only: '1', 1.5 and NaN are not codes of a numeric table. */
export function lookupInt<K extends number, V>(table: Readonly<Record<K, V>>, code: unknown): V | undefined {
  return Number.isInteger(code) ? lookup(table, code) : undefined;
}
