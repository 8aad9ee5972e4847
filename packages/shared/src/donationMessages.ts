import { AMOUNT_INVALID_MESSAGE, PAYMENTS_OFF_MESSAGE } from './donationPageMessages';

/** Korean answers of giving (issue 29): the 후원하기 page, its return, the operators' screen. */
export const DONATION_MESSAGES = {
  amountInvalid: AMOUNT_INVALID_MESSAGE,
  methodInvalid: '결제 수단(카드 또는 계좌이체)을 선택해주세요.',
  nameRequired: '후원자 이름을 입력해주세요.',
  emailRequired: '영수증과 감사 메일을 받을 이메일을 입력해주세요.',
  phoneRequired: '연락처를 010-1234-5678 형식으로 입력해주세요.',
  agreeRequired: '개인정보 수집·이용에 동의해주세요.',
  paymentsOff: PAYMENTS_OFF_MESSAGE,
  paymentIdInvalid: '결제 정보를 찾을 수 없습니다.',
  donationNotFound: '후원 내역을 찾을 수 없습니다.',
  confirmFailed: '결제를 확인하지 못했습니다. 잠시 후 다시 확인해주세요. 결제가 되었다면 자동으로 반영됩니다.',
  notPaid: '결제가 완료되지 않았습니다. 다시 시도해주세요.',
  amountMismatch: '결제 금액이 후원 신청 금액과 달라 결제를 취소했습니다. 다시 시도해주세요.',
  paid: '후원해주셔서 감사합니다.',
  pending: '결제를 확인하고 있습니다.',
  refundReasonRequired: '환불 사유를 입력해주세요.',
  refundReasonTooLong: '환불 사유는 200자 이하로 입력해주세요.',
  refundNotPaid: '후원 완료 상태인 후원만 환불할 수 있습니다.',
  refundFailed: '결제 대행사에서 환불을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  refunded: '환불했습니다.',
  filterInvalid: '조회 조건을 다시 확인해주세요.',
  webhookRefused: '웹훅 서명을 확인할 수 없습니다.',
  rrnInvalid: '기부금 영수증에 적을 주민등록번호 13자리를 정확히 입력해주세요.',
  receiptsOff: '지금은 온라인으로 기부금 영수증 신청을 받을 수 없습니다. 영수증은 협회로 문의해주세요.',
  receiptYearInvalid: '영수증을 발급할 연도를 2000년부터 2100년 사이의 숫자로 입력해주세요.',
  receiptsIssued: (count: number) => (count === 0 ? '영수증을 신청한 후원자가 없습니다.' : `기부금 영수증 ${count}건을 준비했습니다.`),
  receiptNotFound: '기부금 영수증을 찾을 수 없습니다.',
  /** Sealed numbers to open but no key (DONOR_RRN_KEY removed after gifts were taken): nothing can be grouped, issued or voided. */
  receiptsKeyMissing: '주민등록번호 암호화 키(DONOR_RRN_KEY)가 설정되지 않아 기부금 영수증을 발급할 수 없습니다.',
  yearInvalid: '연도를 2000년부터 2100년 사이의 숫자로 입력해주세요.',
  billingKeyInvalid: '카드 등록 정보를 확인할 수 없습니다. 다시 시도해주세요.',
  pledgeNotFound: '정기 후원을 찾을 수 없습니다.',
  pledgeStarted: '정기 후원을 시작했습니다. 고맙습니다.',
  pledgeFirstChargeFailed: '카드는 등록했지만 첫 결제가 되지 않았습니다. 내일 다시 결제합니다.',
  pledgeChanged: '정기 후원 금액을 바꿨습니다. 다음 결제부터 적용됩니다.',
  pledgeCancelled: '정기 후원을 해지했습니다. 그동안 함께해주셔서 감사합니다.',
  pledgeNotActive: '진행 중인 정기 후원만 바꾸거나 해지할 수 있습니다.',
  awaitingDeposit: '가상계좌가 발급되었습니다. 입금 기한까지 아래 계좌로 입금해주시면 후원이 완료됩니다.',
  exportFormatInvalid: '내려받을 형식(csv 또는 xlsx)을 선택해주세요.',
  exportTooLarge: (max: string) => `한 번에 내려받을 수 있는 후원 내역은 ${max}건까지입니다. 기간을 나누어 내려받아주세요.`,
  taxFileKeyMissing: '주민등록번호 암호화 키(DONOR_RRN_KEY)가 설정되지 않아 연말정산 간소화 자료를 만들 수 없습니다.',
  taxFileUnreadable: '저장된 주민등록번호를 풀 수 없습니다. DONOR_RRN_KEY가 후원을 받을 때의 키와 같은지 확인해주세요.',
  pledgeAlreadyConfirmed: '이미 카드 등록을 마친 정기 후원입니다.',
} as const;

/** The thank-you mail (plain text). */
export function donationThanksMail(input: { name: string; amount: string; paidAt: string; organisation: string }): { subject: string; text: string } {
  return {
    subject: `[${input.organisation}] 후원해주셔서 감사합니다`,
    text: [
      `${input.name}님, 따뜻한 후원에 진심으로 감사드립니다.`,
      '',
      `후원 금액: ${input.amount}`,
      `후원 일시: ${input.paidAt} (한국 시간)`,
      '',
      '보내주신 후원금은 청소년 봉사활동과 나눔 사업에 소중히 쓰겠습니다.',
      '사용 내역은 홈페이지의 기부금 사용 내역 게시판에서 확인하실 수 있습니다.',
      '',
      input.organisation,
    ].join('\n'),
  };
}

/** The mail with the 가상계좌 a donor is to deposit into (plain text); the thanks follow the deposit. */
export function virtualAccountMail(input: { name: string; amount: string; bank: string; accountNumber: string; holder: string | null; dueAt: string | null; organisation: string }): { subject: string; text: string } {
  return {
    subject: `[${input.organisation}] 후원금 입금 계좌를 알려드립니다`,
    text: [
      `${input.name}님, 후원을 신청해주셔서 감사합니다.`,
      '아래 가상계좌로 입금해주시면 후원이 완료되고, 감사 메일을 다시 보내드립니다.',
      '',
      `입금 금액: ${input.amount}`,
      `입금 계좌: ${input.bank} ${input.accountNumber}${input.holder ? ` (예금주 ${input.holder})` : ''}`,
      ...(input.dueAt ? [`입금 기한: ${input.dueAt} (한국 시간)`] : []),
      '',
      input.organisation,
    ].join('\n'),
  };
}

/** The mail to a monthly donor whose charge failed: tried again, or stopped after the last try. */
export function pledgeFailureMail(input: { name: string; amount: string; stopped: boolean; organisation: string }): { subject: string; text: string } {
  return {
    subject: `[${input.organisation}] 정기 후원 결제가 ${input.stopped ? '중단되었습니다' : '되지 않았습니다'}`,
    text: [
      `${input.name}님, 이번 달 정기 후원(${input.amount}) 결제가 되지 않았습니다.`,
      input.stopped
        ? '여러 번 시도했지만 결제되지 않아 정기 후원을 멈췄습니다. 카드를 확인하신 뒤 후원하기 페이지에서 다시 신청해주세요.'
        : '내일 같은 카드로 다시 결제를 시도합니다. 카드 한도나 유효기간을 확인해주세요.',
      '',
      input.organisation,
    ].join('\n'),
  };
}
