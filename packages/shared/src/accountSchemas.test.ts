import { describe, expect, it } from 'vitest';
import {
  fieldMessages,
  findEmailSchema,
  findPasswordSchema,
  joinCodeSchema,
  joinSchema,
  joinVerifySchema,
  passwordResetSchema,
  snsJoinSchema,
} from './accountSchemas';
import { siteToday } from './timeZone';
import { firstMessage } from './schemas';

const UNKNOWN = '확인되지 않은 오류입니다.';
const EMAIL = '이메일이 입력되지 않았습니다.';
const EMAIL_LONG = '이메일은 50자 이하로 입력해주세요.';
const EMAIL_BAD = '올바른 이메일 주소를 입력해주세요.';
const CODE = '인증번호 6자리를 입력해주세요.';
const NAME = '이름을 입력해주세요.';
const NAME_LONG = '이름은 20자 이하로 입력해주세요.';
const PASSWORD = '비밀번호가 입력되지 않았습니다.';
const PATTERN = '비밀번호 형식을 확인해주세요: 문자, 숫자, 특수문자 포함(최소 8자 이상, 20자 이하)';
const REPEAT = '한번 더 입력란을 확인해주세요.';
const BIRTHDAY = '생년월일을 입력해주세요.';
const BIRTHDAY_BAD = '생년월일을 올바르게 입력해주세요.';
const PHONE = '연락처를 입력해주세요.';
const GENDER = '성별을 선택해주세요.';
const TERMS = '이용약관에 동의해주세요.';
const PRIVACY = '개인정보 수집 및 이용에 동의해주세요.';
const G_NAME = '보호자 이름을 입력해주세요.';
const G_NUMBER = '보호자 연락처를 입력해주세요.';
const G_AGREE = '만 14세 미만은 보호자(법정대리인)의 동의가 필요합니다.';
const TOKEN = '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.';

/** A birthday `years` years before today in Korea (same month and day). */
const yearsAgo = (years: number, dayShift = 0) => {
  const today = siteToday();
  const date = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + dayShift);
  return date.toISOString().slice(0, 10);
};

const profile = {
  name: '김나눔',
  email: 'new.member@nanum.example',
  birthday: '1995-09-08',
  number: '010-1234-5678',
  gender: 1,
  agreeTerms: true,
  agreePrivacy: true,
};
const join = { ...profile, password: 'nanum1234!', passwordConfirm: 'nanum1234!' };
const guardian = { guardianName: '김보호', guardianNumber: '010-9876-5432', guardianAgree: true };

describe('joinCodeSchema and findPasswordSchema ({ email })', () => {
  it.each<[unknown, string | undefined]>([
    ['a@nanum.example', undefined],
    ['  Mixed.Case@Nanum.Example ', undefined],
    ['', EMAIL],
    ['   ', EMAIL],
    [undefined, EMAIL],
    [null, EMAIL],
    [12345, EMAIL],
    [['a@nanum.example'], EMAIL],
    [{ $ne: '' }, EMAIL],
    ['not-an-email', EMAIL_BAD],
    ['a@b', EMAIL_BAD],
    ['a b@nanum.example', EMAIL_BAD],
    [`${'a'.repeat(40)}@nanum.example`, EMAIL_LONG],
  ])('%j -> %s', (email, message) => {
    expect(firstMessage(joinCodeSchema.safeParse({ email }))).toBe(message);
    expect(firstMessage(findPasswordSchema.safeParse({ email }))).toBe(message);
  });

  it('trims and lower-cases the email', () => {
    expect(joinCodeSchema.parse({ email: '  Mixed.Case@Nanum.Example ' })).toEqual({ email: 'mixed.case@nanum.example' });
  });

  it.each([null, 'email', 42, [1]])('a body that is not an object (%j) -> unknown error', (body) => {
    expect(firstMessage(joinCodeSchema.safeParse(body))).toBe(UNKNOWN);
  });
});

describe('joinVerifySchema', () => {
  it.each<[unknown, string | undefined]>([
    ['123456', undefined],
    [' 012345 ', undefined],
    ['12345', CODE],
    ['1234567', CODE],
    ['12a456', CODE],
    ['', CODE],
    [123456, CODE],
    [['123456'], CODE],
  ])('code %j -> %s', (code, message) => {
    expect(firstMessage(joinVerifySchema.safeParse({ email: 'a@nanum.example', code }))).toBe(message);
  });
});

describe('joinSchema', () => {
  it('accepts a complete adult sign-up and drops guardian fields', () => {
    const parsed = joinSchema.parse({ ...join, email: ' New.Member@Nanum.Example', name: ' 김나눔 ', ...guardian });
    expect(parsed).toEqual({ ...join, email: 'new.member@nanum.example', guardianName: null, guardianNumber: null });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['empty name', { name: '' }, 'name', NAME],
    ['blank name', { name: '   ' }, 'name', NAME],
    ['name too long', { name: '가'.repeat(21) }, 'name', NAME_LONG],
    ['name a number', { name: 42 }, 'name', NAME],
    ['name an array', { name: ['김나눔'] }, 'name', NAME],
    ['name an object', { name: { first: '김' } }, 'name', NAME],
    ['bad email', { email: 'nope' }, 'email', EMAIL_BAD],
    ['empty password', { password: '', passwordConfirm: '' }, 'password', PASSWORD],
    ['blank password', { password: '   ', passwordConfirm: '   ' }, 'password', PASSWORD],
    ['weak password', { password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'password', PATTERN],
    ['password too long', { password: 'a1!'.repeat(7), passwordConfirm: 'a1!'.repeat(7) }, 'password', PATTERN],
    ['password a number', { password: 12345678, passwordConfirm: 12345678 }, 'password', PASSWORD],
    ['confirm differs', { passwordConfirm: 'nanum1234@' }, 'passwordConfirm', REPEAT],
    ['confirm missing', { passwordConfirm: undefined }, 'passwordConfirm', REPEAT],
    ['birthday missing', { birthday: '' }, 'birthday', BIRTHDAY],
    ['birthday not a date', { birthday: '1995-02-30' }, 'birthday', BIRTHDAY_BAD],
    ['birthday other format', { birthday: '19950908' }, 'birthday', BIRTHDAY_BAD],
    ['birthday in the future', { birthday: yearsAgo(-1) }, 'birthday', BIRTHDAY_BAD],
    ['birthday a number', { birthday: 19950908 }, 'birthday', BIRTHDAY],
    ['phone missing', { number: '' }, 'number', PHONE],
    ['phone malformed', { number: '01012345678' }, 'number', PHONE],
    ['phone too long', { number: '010-1234-5678'.padEnd(21, '0') }, 'number', PHONE],
    ['gender missing', { gender: undefined }, 'gender', GENDER],
    ['gender 0', { gender: 0 }, 'gender', GENDER],
    ['gender as text', { gender: '1' }, 'gender', GENDER],
    ['gender 3', { gender: 3 }, 'gender', GENDER],
    ['terms not agreed', { agreeTerms: false }, 'agreeTerms', TERMS],
    ['terms as text', { agreeTerms: 'true' }, 'agreeTerms', TERMS],
    ['privacy not agreed', { agreePrivacy: undefined }, 'agreePrivacy', PRIVACY],
  ])('%s -> %s', (_name, change, field, message) => {
    const result = joinSchema.safeParse({ ...join, ...change });
    expect(firstMessage(result)).toBe(message);
    expect(fieldMessages(result)[field]).toBe(message);
  });

  it('shows every field message at once, the guardian ones too', () => {
    const result = joinSchema.safeParse({ birthday: yearsAgo(10), password: 'x', passwordConfirm: 'y' });
    expect(fieldMessages(result)).toEqual({
      name: NAME,
      email: EMAIL,
      password: PATTERN,
      passwordConfirm: REPEAT,
      number: PHONE,
      gender: GENDER,
      agreeTerms: TERMS,
      agreePrivacy: PRIVACY,
      guardianName: G_NAME,
      guardianNumber: G_NUMBER,
      guardianAgree: G_AGREE,
    });
  });

  describe('under 14 (full years, today in Korea)', () => {
    const child = { ...join, birthday: yearsAgo(14, 1) }; // turns 14 tomorrow

    it.each<[string, Record<string, unknown>, string, string]>([
      ['no guardian at all', {}, 'guardianName', G_NAME],
      ['blank guardian name', { ...guardian, guardianName: '  ' }, 'guardianName', G_NAME],
      ['guardian name too long', { ...guardian, guardianName: '가'.repeat(21) }, 'guardianName', NAME_LONG],
      ['guardian phone missing', { ...guardian, guardianNumber: null }, 'guardianNumber', G_NUMBER],
      ['guardian phone malformed', { ...guardian, guardianNumber: '010-12-34' }, 'guardianNumber', G_NUMBER],
      ['guardian phone a number', { ...guardian, guardianNumber: 1012345678 }, 'guardianNumber', G_NUMBER],
      ['no consent', { ...guardian, guardianAgree: false }, 'guardianAgree', G_AGREE],
      ['consent as text', { ...guardian, guardianAgree: 'yes' }, 'guardianAgree', G_AGREE],
    ])('%s -> %s', (_name, change, field, message) => {
      const result = joinSchema.safeParse({ ...child, ...change });
      expect(fieldMessages(result)[field]).toBe(message);
    });

    it('accepts a child with a guardian and keeps the guardian', () => {
      const parsed = joinSchema.parse({ ...child, ...guardian, guardianName: ' 김보호 ' });
      expect(parsed).toMatchObject({ guardianName: '김보호', guardianNumber: '010-9876-5432' });
      expect(parsed).not.toHaveProperty('guardianAgree');
    });

    it('a member who turns 14 today needs no guardian', () => {
      expect(joinSchema.safeParse({ ...join, birthday: yearsAgo(14) }).success).toBe(true);
    });
  });

  it.each([null, 'join', 1, [join]])('a body that is not an object (%j) -> unknown error', (body) => {
    expect(firstMessage(joinSchema.safeParse(body))).toBe(UNKNOWN);
  });
});

describe('snsJoinSchema', () => {
  it('takes the profile without a password', () => {
    expect(snsJoinSchema.parse({ ...profile, password: 'ignored' })).toEqual({ ...profile, guardianName: null, guardianNumber: null });
  });

  it('asks a child for a guardian too', () => {
    expect(fieldMessages(snsJoinSchema.safeParse({ ...profile, birthday: yearsAgo(8) }))).toEqual({
      guardianName: G_NAME,
      guardianNumber: G_NUMBER,
      guardianAgree: G_AGREE,
    });
  });
});

describe('findEmailSchema', () => {
  it.each<[unknown, unknown, string | undefined]>([
    ['박소망', '010-0000-3001', undefined],
    ['', '010-0000-3001', NAME],
    ['  ', '010-0000-3001', NAME],
    ['가'.repeat(21), '010-0000-3001', NAME_LONG],
    [['박소망'], '010-0000-3001', NAME],
    ['박소망', '', PHONE],
    ['박소망', '0100003001', PHONE],
    ['박소망', 1000003001, PHONE],
    ['박소망', { number: 1 }, PHONE],
  ])('%j / %j -> %s', (name, number, message) => {
    expect(firstMessage(findEmailSchema.safeParse({ name, number }))).toBe(message);
  });
});

describe('passwordResetSchema', () => {
  const token = 'A'.repeat(20) + '_-' + 'z9'.repeat(10) + 'b';
  const valid = { token, password: 'newpass12#', passwordConfirm: 'newpass12#' };

  it('accepts a 43-character base64url token and a matching new password', () => {
    expect(token).toHaveLength(43);
    expect(passwordResetSchema.parse(valid)).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['token missing', { token: undefined }, TOKEN],
    ['token short', { token: token.slice(1) }, TOKEN],
    ['token with other characters', { token: `${token.slice(1)}=` }, TOKEN],
    ['token an array', { token: [token] }, TOKEN],
    ['password weak', { password: 'password', passwordConfirm: 'password' }, PATTERN],
    ['password empty', { password: '', passwordConfirm: '' }, PASSWORD],
    ['confirm differs', { passwordConfirm: 'newpass12$' }, REPEAT],
  ])('%s -> %s', (_name, change, message) => {
    expect(firstMessage(passwordResetSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe('fieldMessages', () => {
  it.each<[string, Parameters<typeof fieldMessages>[0], Record<string, string>]>([
    ['success', { success: true }, {}],
    [
      'first message per field',
      { success: false, error: { issues: [{ message: 'A', path: ['a'] }, { message: 'B', path: ['a'] }, { message: 'C', path: ['c', 0] }] } },
      { a: 'A', c: 'C' },
    ],
    ['body-level issue', { success: false, error: { issues: [{ message: 'X', path: [] }] } }, { '': 'X' }],
    ['empty message', { success: false, error: { issues: [{ message: '', path: ['a'] }] } }, { a: UNKNOWN }],
  ])('%s', (_name, result, expected) => {
    expect(fieldMessages(result)).toEqual(expected);
  });
});
