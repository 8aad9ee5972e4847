import crypto from 'node:crypto';
import { DONATION_MESSAGES as M } from '@nanum/shared/donationMessages';
import { normaliseRrn } from '@nanum/shared/donationReceipts';
import { AppError } from '../../http/AppError';
import type { ReceiptGiftRow } from './donationReceipt.repo';
import { decryptRrn, type RrnKey } from './rrnCipher';

/**
 * Who a 기부금 영수증 is for: the one rule that groups a year's gifts into donors, used by the
 * receipts and by the tax office's file alike, so that both always name the same people.
 *
 * A receipt certifies to the tax office that a person gave; the person is their resident
 * registration number together with their name, never an email address (anyone may type anyone's
 * address, and families share one). So only gifts that asked for a receipt are grouped, by the
 * number (opened with DONOR_RRN_KEY, in memory) and the name as typed (spaces and case aside).
 * Gifts whose person cannot be decided are set aside for an admin: a gift whose number is no longer
 * kept, and every gift of a number given under more than one name.
 */

/** A donor of the year: their gifts (oldest first), name, number in clear (memory only) and key. */
export interface ReceiptDonor {
  /** A keyed hash of the number and name: donation_receipts.donor_key; never the number itself. */
  key: string;
  /** The name on their latest gift (all their gifts carry it, spaces and case aside). */
  name: string;
  /** "900101-1234567": only for the tax office's file and the masked form on receipts. */
  rrn: string;
  gifts: ReceiptGiftRow[];
}

/** Why a gift is set aside for an admin: no number is kept, or its number was given under several names. */
export type DoubtCause = 'noNumber' | 'nameDiffers';

export interface DoubtfulGift {
  gift: ReceiptGiftRow;
  cause: DoubtCause;
}

export interface ReceiptDonors {
  /** In order of their first gift. */
  donors: ReceiptDonor[];
  /** Gifts without a number, then those of each number given under several names (together); oldest first within each. */
  doubtful: DoubtfulGift[];
}

/** The number in clear, only in memory; a wrong key is the operator's to fix, and the message never holds the number. */
export function openRrn(key: RrnKey, sealed: string): string {
  try {
    return normaliseRrn(decryptRrn(key, sealed));
  } catch {
    throw new AppError(409, M.taxFileUnreadable, 'RRN_UNREADABLE');
  }
}

/** A name as a person is compared: "김 피해" and "김피해", "Kim" and "KIM" are one. */
const nameOf = (name: string): string => name.normalize('NFC').replace(/\s+/g, '').toLowerCase();

/** The donor key: an HMAC under DONOR_RRN_KEY, so the stored key reveals neither number nor name. */
const donorKeyOf = (key: RrnKey, rrn: string, name: string): string => crypto.createHmac('sha256', key).update(`receipt-donor\n${rrn}\n${name}`).digest('hex');

/**
 * The year's donors (see above) from its paid gifts, oldest first. Gifts that did not ask for a
 * receipt are no one's receipt and are left out. Without a key, a sealed number refuses (409).
 */
export function receiptDonorsOf(gifts: readonly ReceiptGiftRow[], key: RrnKey | null): ReceiptDonors {
  const byNumber = new Map<string, ReceiptGiftRow[]>();
  const doubtful: DoubtfulGift[] = [];
  for (const gift of gifts) {
    if (!gift.receiptWanted) continue;
    if (!gift.rrnCipher) {
      doubtful.push({ gift, cause: 'noNumber' });
      continue;
    }
    if (!key) throw new AppError(409, M.receiptsKeyMissing, 'RECEIPTS_OFF');
    const rrn = openRrn(key, gift.rrnCipher);
    byNumber.set(rrn, [...(byNumber.get(rrn) ?? []), gift]);
  }
  const donors: ReceiptDonor[] = [];
  for (const [rrn, list] of byNumber) {
    const latest = list[list.length - 1] as ReceiptGiftRow;
    if (new Set(list.map((gift) => nameOf(gift.donorName))).size > 1) {
      doubtful.push(...list.map((gift) => ({ gift, cause: 'nameDiffers' as const })));
      continue;
    }
    donors.push({ key: donorKeyOf(key as RrnKey, rrn, nameOf(latest.donorName)), name: latest.donorName, rrn, gifts: list });
  }
  return { donors, doubtful };
}
