/**
 * The member's own account (issue 23): withdrawal (회원 탈퇴), downloading their data (내 정보
 * 내려받기) and changing the login email. Korean answers, the limits and the request schemas.
 */
import { z } from 'zod';
import { joinCodeSchema, joinVerifySchema } from './accountSchemas';
import { WITHDRAWN_AUTHOR_LABEL } from './display';
import { PASSWORD_INPUT_MAX_LENGTH } from './limits';

/** What happens to the member's posts and comments on withdrawal: kept under "탈퇴한 회원", or deleted. */
export const WITHDRAW_CONTENT_CHOICES = ['keep', 'delete'] as const;
export type WithdrawContentChoice = (typeof WITHDRAW_CONTENT_CHOICES)[number];

/** The name a withdrawn account keeps (the row stays for certificates and activity records). */
export const WITHDRAWN_NAME = WITHDRAWN_AUTHOR_LABEL;

/** A withdrawn account's placeholder address: never deliverable (.invalid), unique per account, not a look-alike of any real one. */
export const withdrawnEmail = (userId: number): string => `withdrawn-${userId}@withdrawn.invalid`;

/** A member who logs in only socially confirms withdrawal (or an email change) by a login this recent (a fresh social login). */
export const WITHDRAW_FRESH_LOGIN_MINUTES = 10;

/** What a written value about a withdrawn member reads in the audit log (a reason, a post's title and text: erased). */
export const WITHDRAWN_ERASED_TEXT = '(탈퇴로 삭제됨)';

/** What deleted posts and comments read afterwards (their text is erased). */
export const WITHDRAWN_DELETED_TEXT = '탈퇴한 회원이 삭제한 글입니다.';

export const OWN_ACCOUNT_RATE_LIMITS = {
  /** Withdrawal attempts (each checks a password). */
  withdraw: { limit: 5, minutes: 15 },
  /** Data downloads (each reads everything about the member). */
  export: { limit: 5, minutes: 60 },
  /** Email change codes sent. */
  emailCode: { limit: 5, minutes: 60 },
  /** Email change tries (each checks a code and the password). */
  emailChange: { limit: 10, minutes: 15 },
} as const;

export const OWN_ACCOUNT_MESSAGES = {
  withdrawn: '회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.',
  contentChoice: '게시글과 댓글을 어떻게 할지 선택해주세요.',
  lastAdmin: '마지막 관리자는 탈퇴할 수 없습니다. 다른 회원에게 관리자 권한을 준 뒤 탈퇴해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordWrong: '비밀번호가 일치하지 않습니다.',
  freshLoginRequired: `소셜 로그인 회원은 탈퇴 전에 소셜 계정으로 다시 로그인해주세요. (${WITHDRAW_FRESH_LOGIN_MINUTES}분 안에 로그인한 경우에만 탈퇴할 수 있습니다.)`,
  keepLabel: '게시글과 댓글을 "탈퇴한 회원" 이름으로 남깁니다.',
  deleteLabel: '게시글과 댓글을 모두 삭제합니다.',
  exportFailed: '내 정보를 내려받지 못했습니다. 잠시 후 다시 시도해주세요.',
  emailCodeSent: '새 이메일 주소로 인증번호를 보냈습니다. 메일을 확인해주세요.',
  emailSame: '지금 사용 중인 이메일 주소입니다.',
  emailTaken: '이미 사용 중인 이메일 주소입니다.',
  emailFreshLoginRequired: `소셜 로그인 회원은 이메일을 바꾸기 전에 소셜 계정으로 다시 로그인해주세요. (${WITHDRAW_FRESH_LOGIN_MINUTES}분 안에 로그인한 경우에만 바꿀 수 있습니다.)`,
  emailChanged: '로그인 이메일이 변경되었습니다.',
  emailSocialOnly: '소셜 로그인 회원은 로그인 이메일을 바꿀 수 없습니다.',
} as const;

const objectError = { error: OWN_ACCOUNT_MESSAGES.contentChoice };

/** The current password that confirms a withdrawal or an email change (re-authentication); optional for an account without one. */
const confirmPasswordField = z
  .string({ error: OWN_ACCOUNT_MESSAGES.passwordRequired })
  .max(PASSWORD_INPUT_MAX_LENGTH, OWN_ACCOUNT_MESSAGES.passwordWrong)
  .optional();

/** POST /api/user/withdraw: { content, password? } (a password account must give its password). */
export const withdrawSchema = z.object(
  {
    content: z.enum(WITHDRAW_CONTENT_CHOICES, { error: OWN_ACCOUNT_MESSAGES.contentChoice }),
    password: confirmPasswordField,
  },
  objectError,
);

/** POST /api/user/email/code: { email } (the sign-up code schema). */
export const emailChangeCodeSchema = joinCodeSchema;

/**
 * POST /api/user/email: { email, code, password? }: the sign-up code schema plus the current
 * password (a password account must give it: ASVS V7.5.1, re-authentication before the change).
 */
export const emailChangeSchema = joinVerifySchema.extend({ password: confirmPasswordField });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
