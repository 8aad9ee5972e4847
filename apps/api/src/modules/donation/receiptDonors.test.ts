import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReceiptGiftRow } from './donationReceipt.repo';
import { DONATION_MESSAGES } from '@nanum/shared/donationMessages';
import { receiptDonorsOf } from './receiptDonors';
import { encryptRrn } from './rrnCipher';

const KEY = crypto.randomBytes(32);
let nextId = 1;
const gift = (donorName: string, donorEmail: string, amount: number, rrn: string | null, receiptWanted = true): ReceiptGiftRow => ({
  id: nextId++,
  donorName,
  donorEmail,
  amount,
  paidAt: '2026-03-01T03:00:00.000Z',
  receiptWanted,
  rrnCipher: rrn ? encryptRrn(KEY, rrn) : null,
});
const summary = (gifts: readonly ReceiptGiftRow[]) => {
  const { donors, doubtful } = receiptDonorsOf(gifts, KEY);
  return { donors: donors.map((donor) => [donor.name, donor.rrn, donor.gifts.map((one) => one.amount)]), doubtful: doubtful.map(({ gift: one, cause }) => [one.donorName, one.amount, cause]) };
};

describe('who a 기부금 영수증 is for (receiptDonorsOf)', () => {
  it('never merges gifts by email: another name or number is another donor, and gifts that asked for no receipt are on none', () => {
    expect(
      summary([
        gift('김피해', 'family@example.com', 50_000, null, false),
        gift('이공격', 'Family@example.com', 1_000, '900101-1234567'),
        gift('김피해', 'family@example.com', 20_000, '800101-2345678'),
        gift('이공격', 'other@example.com', 3_000, '9001011234567'),
      ]),
    ).toEqual({
      donors: [
        ['이공격', '900101-1234567', [1_000, 3_000]],
        ['김피해', '800101-2345678', [20_000]],
      ],
      doubtful: [],
    });
  });

  it('keys a donor by number and name, never revealing either, and reads names without spaces or case', () => {
    const { donors } = receiptDonorsOf([gift('김 피해', 'a@example.com', 1_000, '800101-2345678'), gift('김피해', 'b@example.com', 2_000, '800101-2345678')], KEY);
    expect(donors).toHaveLength(1);
    expect(donors[0]!.key).toMatch(/^[0-9a-f]{64}$/);
    expect(donors[0]!.key).not.toContain('2345678');
    const other = receiptDonorsOf([gift('김피해', 'a@example.com', 1_000, '800101-2345679')], KEY).donors[0]!;
    expect(other.key).not.toBe(donors[0]!.key);
  });

  it('sets aside for an admin every gift of a number given under two names, and gifts whose number is gone', () => {
    expect(
      summary([
        gift('김피해', 'family@example.com', 50_000, '800101-2345678'),
        gift('박도용', 'thief@example.com', 1_000, '800101-2345678'),
        gift('번호없음', 'gone@example.com', 7_000, null),
        gift('정영수', 'ok@example.com', 9_000, '700101-1234567'),
      ]),
    ).toEqual({
      donors: [['정영수', '700101-1234567', [9_000]]],
      doubtful: [
        ['번호없음', 7_000, 'noNumber'],
        ['김피해', 50_000, 'nameDiffers'],
        ['박도용', 1_000, 'nameDiffers'],
      ],
    });
  });

  it('refuses in Korean to decide without the key when a number is sealed', () => {
    expect(() => receiptDonorsOf([gift('정영수', 'ok@example.com', 9_000, '700101-1234567')], null)).toThrow(DONATION_MESSAGES.receiptsKeyMissing);
    expect(receiptDonorsOf([gift('번호없음', 'gone@example.com', 7_000, null)], null).doubtful).toHaveLength(1);
  });
});
