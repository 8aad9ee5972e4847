/**
 * The giving messages the 후원하기 pages show themselves, kept apart from DONATION_MESSAGES (which
 * reads them): a page that shows one message need not carry the API's whole catalogue (docs/BUNDLES.md).
 */
import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT, formatWon } from './donationRules';

export const AMOUNT_INVALID_MESSAGE = `후원 금액은 ${formatWon(DONATION_MIN_AMOUNT)} 이상 ${formatWon(DONATION_MAX_AMOUNT)} 이하, 원 단위로 입력해주세요.`;
export const PAYMENTS_OFF_MESSAGE = '지금은 온라인 결제를 받지 않습니다. 아래 후원 계좌로 보내주세요.';
