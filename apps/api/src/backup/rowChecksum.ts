import crypto from 'node:crypto';

/**
 * An order-independent checksum of a table's rows: the sum of each row's SHA-256 modulo 2^256.
 * Equal for the same multiset of rows in any order (a dump in key order, a stream, a copy), and
 * unlike XOR a duplicated row does not cancel out. `rows` counts them.
 */
export interface TableSum {
  rows: number;
  checksum: string;
}

const MODULUS = 1n << 256n;

export class RowChecksum {
  private sum = 0n;
  private count = 0;

  /** Adds one row, given as a canonical text (see canonicalRow). */
  add(text: string): void {
    this.sum = (this.sum + BigInt(`0x${crypto.createHash('sha256').update(text).digest('hex')}`)) % MODULUS;
    this.count += 1;
  }

  result(): TableSum {
    return { rows: this.count, checksum: this.sum.toString(16).padStart(64, '0') };
  }
}

/**
 * A row as text that does not depend on the order its columns came in: keys sorted, binary as
 * base64, big integers as text. The same driver returns the same types for the same data, so a
 * copy reads back to the same text.
 */
export function canonicalRow(row: Record<string, unknown>): string {
  const sorted = Object.keys(row)
    .sort()
    .map((key) => [key, canonicalValue(row[key])]);
  return JSON.stringify(sorted);
}

function canonicalValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (Buffer.isBuffer(value)) return { base64: value.toString('base64') };
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return value;
}
