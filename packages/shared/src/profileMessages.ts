/**
 * Korean answers of the profile calls (SPEC section 7: "status, message"; the wording is ours).
 * Failures of the fields themselves use the SPEC section 5 messages in messages.ts.
 */
import { PROFILE_IMAGE_MAX_MANPIXELS, PROFILE_IMAGE_MAX_MB } from './profileRules';

export const PROFILE_MESSAGES = {
  passwordChanged: '비밀번호가 변경되었습니다.',
  passwordWrong: '현재 비밀번호가 일치하지 않습니다.',
  passwordSocial: '소셜 로그인 회원은 비밀번호를 변경할 수 없습니다.',
  passwordSame: '새 비밀번호가 현재 비밀번호와 같습니다.',
  imageChanged: '프로필 이미지가 변경되었습니다.',
  imageTooLarge: `프로필 이미지는 ${PROFILE_IMAGE_MAX_MB}MB 이하로 올려주세요.`,
  imageMissing: '업로드할 이미지를 선택해주세요.',
  imageTooManyPixels: `프로필 이미지는 ${PROFILE_IMAGE_MAX_MANPIXELS}만 화소 이하로 올려주세요.`,
  numberChanged: '연락처가 변경되었습니다.',
  addressChanged: '주소가 변경되었습니다.',
  universityChanged: '학교 / 학과가 변경되었습니다.',
  mbtiChanged: 'MBTI가 변경되었습니다.',
  userNotFound: '회원 정보를 찾을 수 없습니다.',
  certificateFailed: '활동 확인서를 발급하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Answers of the profile visibility setting and of what it hides. */
export const PROFILE_VISIBILITY_MESSAGES = {
  changed: '공개 범위가 저장되었습니다.',
  levelInvalid: '공개 범위는 회원 공개 또는 비공개 중에서 골라주세요.',
  groupsMissing: '공개 범위를 모든 항목에 대해 골라주세요.',
  activityHidden: '이 회원의 활동 내역은 공개되지 않습니다.',
  activityMembersOnly: '회원의 활동 내역은 로그인한 회원만 볼 수 있습니다.',
} as const;

/** Answers of the social-link calls of the profile (ours). */
export const SOCIAL_LINK_MESSAGES = {
  unlinked: '소셜 계정 연결을 해제했습니다.',
  notLinked: '연결되어 있지 않은 소셜 계정입니다.',
  lastLogin: '비밀번호가 없는 계정은 마지막 소셜 계정 연결을 해제할 수 없습니다. 먼저 다른 소셜 계정을 연결해주세요.',
  invalid: '지원하지 않는 로그인 방식입니다.',
} as const;
