import { EMAIL_CODE_TTL_MINUTES, PASSWORD_RESET_TTL_MINUTES } from '@nanum/shared/accountLimits';
import type { MailMessage } from './mailer';

/**
 * The Korean mails of sign-up and recovery, as plain text. Each says why it was sent and what to
 * do if the reader did not ask for it.
 */
const ORGANISATION = '나눔 사회공헌협회';

const footer = (publicUrl: string) =>
  [
    '',
    '본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다. 계정에는 아무 변화가 없습니다.',
    '',
    ORGANISATION,
    publicUrl,
    '이 메일은 발신 전용입니다.',
  ].join('\n');

/** The six-digit code that proves the address (sign-up, or completing a social account). */
export function joinCodeMail(to: string, code: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `[나눔] 이메일 인증번호 ${code}`,
    text: [
      '안녕하세요, 나눔입니다.',
      '',
      '회원가입을 위한 이메일 인증번호를 알려드립니다.',
      '',
      `인증번호: ${code}`,
      '',
      `가입 화면에 인증번호를 입력해주세요. 인증번호는 ${EMAIL_CODE_TTL_MINUTES}분 동안 유효합니다.`,
      footer(publicUrl),
    ].join('\n'),
  };
}

/**
 * Sent instead of a code when the address already has an account (the screen says the same either
 * way): what was asked (`requested`, a 인증번호), and what its owner may do (`advice`).
 */
function addressTakenMail(to: string, publicUrl: string, requested: string, advice: string): MailMessage {
  return {
    to,
    subject: '[나눔] 이미 가입된 이메일입니다',
    text: [
      '안녕하세요, 나눔입니다.',
      '',
      `이 이메일 주소로 ${requested}가 요청되었지만, 이 주소로는 이미 가입된 계정이 있어 인증번호를 보내지 않았습니다.`,
      '',
      `${advice} 비밀번호가 기억나지 않으면 아래에서 재설정할 수 있습니다.`,
      `${publicUrl}/author/find`,
      footer(publicUrl),
    ].join('\n'),
  };
}

/** A sign-up code asked for an address that has an account. */
export const alreadyRegisteredMail = (to: string, publicUrl: string): MailMessage => addressTakenMail(to, publicUrl, '회원가입 인증번호', '기존 계정으로 로그인해주세요.');

/** The single-use link to set a new password. */
export function passwordResetMail(to: string, link: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: '[나눔] 비밀번호 재설정 안내',
    text: [
      '안녕하세요, 나눔입니다.',
      '',
      '비밀번호 재설정이 요청되었습니다. 아래 링크에서 새 비밀번호를 설정해주세요.',
      '',
      link,
      '',
      `링크는 ${PASSWORD_RESET_TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다. 비밀번호를 바꾸면 로그인된 모든 기기에서 로그아웃됩니다.`,
      footer(publicUrl),
    ].join('\n'),
  };
}

/** The six-digit code that proves the member's new login address. */
export function emailChangeCodeMail(to: string, code: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: `[나눔] 이메일 변경 인증번호 ${code}`,
    text: [
      '안녕하세요, 나눔입니다.',
      '',
      '로그인 이메일을 이 주소로 바꾸기 위한 인증번호를 알려드립니다.',
      '',
      `인증번호: ${code}`,
      '',
      `내 정보 화면에 인증번호를 입력해주세요. 인증번호는 ${EMAIL_CODE_TTL_MINUTES}분 동안 유효합니다.`,
      footer(publicUrl),
    ].join('\n'),
  };
}

/** An email change code asked for an address that has an account (another member's wish to move their login here). */
export const emailChangeTakenMail = (to: string, publicUrl: string): MailMessage =>
  addressTakenMail(to, publicUrl, '다른 계정의 로그인 이메일을 바꾸기 위한 인증번호', '이 주소의 계정은 그대로입니다.');

/** Told to the old address once the login email changed (the new one masked). */
export function emailChangedMail(to: string, maskedNewEmail: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: '[나눔] 로그인 이메일이 변경되었습니다',
    text: [
      '안녕하세요, 나눔입니다.',
      '',
      `회원님 계정의 로그인 이메일이 ${maskedNewEmail}(으)로 변경되었습니다. 앞으로 이 주소로는 로그인할 수 없습니다.`,
      '',
      '본인이 변경하지 않았다면 바로 비밀번호를 재설정하고 운영진에게 알려주세요.',
      `${publicUrl}/author/find`,
      '',
      ORGANISATION,
      publicUrl,
      '이 메일은 발신 전용입니다.',
    ].join('\n'),
  };
}
