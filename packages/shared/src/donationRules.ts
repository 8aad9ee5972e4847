/**
 * Giving (issue 29): amounts, methods and states of a donation, and the payment ids the server
 * makes. The API and the 후원하기 page read these; nothing else decides them.
 */
import { formatNumber } from './numberFormat';

/** Smallest and largest one-time gift, in won. */
export const DONATION_MIN_AMOUNT = 1_000;
export const DONATION_MAX_AMOUNT = 10_000_000;
/** The amounts the page offers as buttons, in won (any other amount within the bounds may be typed). */
export const DONATION_PRESET_AMOUNTS = [10_000, 30_000, 50_000, 100_000] as const;
/** Donations are in Korean won only. */
export const DONATION_CURRENCY = 'KRW';
/**
 * The most donations one export writes: the file is built on the server's thread, and 30,000 rows
 * as .xlsx held every other request for seconds. More than a year of the association's giving;
 * a larger selection is refused with a request to narrow the dates.
 */
export const DONATION_EXPORT_MAX = 10_000;

/**
 * How a donor pays through the gateway: a card, a bank transfer (실시간 계좌이체), or a virtual
 * account (가상계좌: the gateway issues an account, the donor deposits later, and the gift is paid
 * when PortOne reports the deposit).
 */
export const DONATION_METHODS = ['card', 'transfer', 'virtual'] as const;
export type DonationMethod = (typeof DONATION_METHODS)[number];
export const DONATION_METHOD_LABELS: Readonly<Record<DonationMethod, string>> = { card: '신용·체크카드', transfer: '계좌이체', virtual: '가상계좌' };
/** PortOne V2's payMethod for each of ours. */
export const PORTONE_PAY_METHODS = { card: 'CARD', transfer: 'TRANSFER', virtual: 'VIRTUAL_ACCOUNT' } as const satisfies Record<DonationMethod, string>;
export type PortOnePayMethod = (typeof PORTONE_PAY_METHODS)[DonationMethod];
/** How long a virtual account waits for the deposit (PortOne closes it then). */
export const VIRTUAL_ACCOUNT_VALID_HOURS = 72;

/** Korean names of the banks PortOne names by code (others are shown by their code). */
export const BANK_LABELS: Readonly<Record<string, string>> = {
  KDB: '산업은행', IBK: '기업은행', KOOKMIN: '국민은행', SUHYUP: '수협은행', NONGHYUP: '농협은행',
  LOCAL_NONGHYUP: '지역농축협', WOORI: '우리은행', STANDARD_CHARTERED: 'SC제일은행', CITI: '한국씨티은행', DAEGU: '대구은행',
  BUSAN: '부산은행', KWANGJU: '광주은행', JEJU: '제주은행', JEONBUK: '전북은행', KYONGNAM: '경남은행', KFCC: '새마을금고',
  SHINHYUP: '신협', POST: '우체국', HANA: '하나은행', SHINHAN: '신한은행', K_BANK: '케이뱅크', KAKAO: '카카오뱅크', TOSS: '토스뱅크',
};
export const bankLabel = (code: string | null | undefined): string => (code ? (BANK_LABELS[code] ?? code) : '');

/**
 * A donation's life: pending (the server made the payment id; the gateway window may be open),
 * paid (PortOne confirmed the amount), failed (not paid, or paid with another amount and cancelled),
 * refunded (an operator refunded it through the gateway).
 */
export const DONATION_STATES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type DonationState = (typeof DONATION_STATES)[number];
export const DONATION_STATE_LABELS: Readonly<Record<DonationState, string>> = { pending: '결제 대기', paid: '후원 완료', failed: '결제 실패', refunded: '환불' };

/** The order name the gateway window and the card statement show. */
export const DONATION_ORDER_NAME = '나눔 일시 후원';

/** A payment id: "donation-" and 24 hex digits, made by the server from random bytes. */
export const PAYMENT_ID_PATTERN = /^donation-[0-9a-f]{24}$/;
export const paymentIdOf = (random: Uint8Array): string =>
  `donation-${Array.from(random.slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
export const isPaymentId = (value: string): boolean => PAYMENT_ID_PATTERN.test(value);

/** Whether an amount (won) may be given once. */
export const isDonationAmount = (amount: number): boolean => Number.isInteger(amount) && amount >= DONATION_MIN_AMOUNT && amount <= DONATION_MAX_AMOUNT;

/** 30000 -> "30,000원". */
export const formatWon = (amount: number): string => `${formatNumber(amount)}원`;

/** The goal setting ("10,000,000", "1000만" is not a number): digits only, else none. */
export const goalAmountOf = (setting: string): number | null => {
  const digits = setting.replace(/[,\s원]/g, '');
  return /^\d{1,12}$/.test(digits) && Number(digits) > 0 ? Number(digits) : null;
};

/** How far a total is towards a goal, in whole percent (at most 100 for the bar; the text says more). */
export const goalPercent = (total: number, goal: number): number => Math.min(100, Math.floor((total / goal) * 100));
