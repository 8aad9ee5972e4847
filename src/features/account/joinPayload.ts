import type { JoinInput, SnsJoinInput } from '@nanum/shared/accountSchemas';
import { needsGuardianConsent } from '@nanum/shared/age';
import { isSocialPlaceholderEmail } from '@nanum/shared/socialEmail';
import type { User } from '@nanum/shared/entities';

/** What the join form holds (inputs give text and booleans). */
export interface JoinFormValues {
  [key: string]: string | boolean;
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  birthday: string;
  number: string;
  /** '' until picked, then '1' or '2'. */
  gender: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  guardianName: string;
  guardianNumber: string;
  guardianAgree: boolean;
}

/** The order of the fields on screen (the first one with a message gets the focus). */
export const JOIN_FIELD_ORDER = [
  'agreeTerms',
  'agreePrivacy',
  'name',
  'email',
  'password',
  'passwordConfirm',
  'birthday',
  'number',
  'gender',
  'guardianName',
  'guardianNumber',
  'guardianAgree',
] as const;

export const emptyJoinForm: JoinFormValues = {
  name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  birthday: '',
  number: '',
  gender: '',
  agreeTerms: false,
  agreePrivacy: false,
  guardianName: '',
  guardianNumber: '',
  guardianAgree: false,
};

/** The completion form of a social member, filled with what the account already has. */
export function snsJoinForm(user: Pick<User, 'name' | 'email' | 'birthday' | 'number' | 'gender'>): JoinFormValues {
  return {
    ...emptyJoinForm,
    name: user.name ?? '',
    email: isSocialPlaceholderEmail(user.email) ? '' : (user.email ?? ''),
    birthday: user.birthday ?? '',
    number: user.number ?? '',
    gender: user.gender === 1 || user.gender === 2 ? String(user.gender) : '',
  };
}

/** The payload of POST /api/user/join/sns; guardian fields only for a member under 14. */
export function snsJoinPayload(values: JoinFormValues, now: Date = new Date()): SnsJoinInput {
  const payload: SnsJoinInput = {
    name: values.name,
    email: values.email,
    birthday: values.birthday,
    number: values.number,
    gender: (values.gender === '1' ? 1 : values.gender === '2' ? 2 : undefined) as 1 | 2,
    agreeTerms: values.agreeTerms as true,
    agreePrivacy: values.agreePrivacy as true,
  };
  if (needsGuardianConsent(values.birthday, now)) {
    payload.guardianName = values.guardianName;
    payload.guardianNumber = values.guardianNumber;
    payload.guardianAgree = values.guardianAgree;
  }
  return payload;
}

/** The payload of POST /api/user/join. */
export function joinPayload(values: JoinFormValues, now: Date = new Date()): JoinInput {
  return { ...snsJoinPayload(values, now), password: values.password, passwordConfirm: values.passwordConfirm };
}
