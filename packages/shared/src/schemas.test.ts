import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  firstMessage,
  IMAGE_ACCEPT,
  IMAGE_MIME_TYPES,
  imageMimeTypeSchema,
  isAllowedImageType,
  loginSchema,
  mbtiSchema,
  passwordChangeRequestSchema,
  passwordChangeSchema,
  PASSWORD_REGEX,
  phoneSchema,
  PHONE_REGEX,
  universitySchema,
} from './schemas';

const EMAIL = '이메일이 입력되지 않았습니다.';
const PASSWORD = '비밀번호가 입력되지 않았습니다.';
const CHANGE = '한번 더 입력란을 확인해주세요.';
const PHONE = '연락처를 입력해주세요.';
const ADDRESS = '주소를 입력해주세요.';
const UNIVERSITY = '학교 / 학과를 입력해주세요.';
const MBTI = 'MBTI를 선택해주세요.';
const IMAGE = '업로드 가능한 이미지 파일이 아닙니다.';
const UNKNOWN = '확인되지 않은 오류입니다.';

describe('loginSchema', () => {
  it.each<[string, unknown, string]>([
    ['empty email', { passid: '', password: 'pw' }, EMAIL],
    ['blank email', { passid: '   ', password: 'pw' }, EMAIL],
    ['missing email', { password: 'pw' }, EMAIL],
    ['email not a string', { passid: 5, password: 'pw' }, EMAIL],
    ['empty password', { passid: 'a@b.kr', password: '' }, PASSWORD],
    ['blank password', { passid: 'a@b.kr', password: '  \t' }, PASSWORD],
    ['missing password', { passid: 'a@b.kr' }, PASSWORD],
    ['both empty: email first', { passid: '', password: '' }, EMAIL],
    ['email over 50', { passid: `${'a'.repeat(45)}@b.kr1`, password: 'pw' }, '이메일은 50자 이하로 입력해주세요.'],
    ['password over 100', { passid: 'a@b.kr', password: 'p'.repeat(101) }, '비밀번호는 100자 이하로 입력해주세요.'],
    ['not an object', 'passid', UNKNOWN],
    ['null body', null, UNKNOWN],
  ])('%s -> %s', (_name, input, message) => {
    expect(firstMessage(loginSchema.safeParse(input))).toBe(message);
  });

  it('trims the email but keeps the password as typed', () => {
    expect(loginSchema.parse({ passid: '  a@b.kr ', password: ' pw ' })).toEqual({ passid: 'a@b.kr', password: ' pw ' });
  });

  it('accepts exactly 50 and 100 characters', () => {
    const input = { passid: 'a'.repeat(50), password: 'p'.repeat(100) };
    expect(loginSchema.safeParse(input).success).toBe(true);
  });
});

describe('PASSWORD_REGEX (8-20, letter + digit + one of $@!%*#?&)', () => {
  it.each([
    ['abcd123!', true],
    ['A1$bcdef', true],
    ['a1@b2!c3d4e5f6g7h8i9', true], // 20
    ['a1@b2!c3d4e5f6g7h8i9j', false], // 21
    ['ab1!xyz', false], // 7
    ['abcdefgh', false], // no digit, no special
    ['abcdefg1', false], // no special
    ['abcdefg!', false], // no digit
    ['1234567!', false], // no letter
    ['abcd 123!', false], // space
    ['abcd123^', false], // ^ is not an allowed special
    ['비밀번호123!', false], // Hangul is not a letter here
  ])('%s -> %s', (password, valid) => {
    expect(PASSWORD_REGEX.test(password)).toBe(valid);
  });

  it.each(['$', '@', '!', '%', '*', '#', '?', '&'])('special %s counts', (special) => {
    expect(PASSWORD_REGEX.test(`abcd123${special}`)).toBe(true);
  });
});

describe('passwordChangeSchema', () => {
  const valid = { currentPassword: 'oldpass1!', newPassword: 'newpass2@', repeatPassword: 'newpass2@' };

  it('accepts three valid passwords with a matching repeat', () => {
    expect(passwordChangeSchema.safeParse(valid).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['current fails the pattern', { ...valid, currentPassword: 'short' }],
    ['new fails the pattern', { ...valid, newPassword: 'nodigits!', repeatPassword: 'nodigits!' }],
    ['repeat differs', { ...valid, repeatPassword: 'newpass3@' }],
    ['repeat missing', { currentPassword: valid.currentPassword, newPassword: valid.newPassword }],
    ['all empty', { currentPassword: '', newPassword: '', repeatPassword: '' }],
  ])('%s -> 한번 더 입력란을 확인해주세요.', (_name, input) => {
    expect(firstMessage(passwordChangeSchema.safeParse(input))).toBe(CHANGE);
  });

  it('points a differing repeat at the repeat field', () => {
    const result = passwordChangeSchema.safeParse({ ...valid, repeatPassword: 'newpass3@' });
    expect(result.error?.issues[0]?.path).toEqual(['repeatPassword']);
  });
});

describe('passwordChangeRequestSchema (API payload)', () => {
  it.each<[unknown, string | undefined]>([
    [{ beforePassword: 'oldpass1!', afterPassword: 'newpass2@' }, undefined],
    [{ beforePassword: 'oldpass1!', afterPassword: 'weak' }, CHANGE],
    [{ afterPassword: 'newpass2@' }, CHANGE],
  ])('%j -> %s', (input, message) => {
    expect(firstMessage(passwordChangeRequestSchema.safeParse(input))).toBe(message);
  });
});

describe('phoneSchema', () => {
  it.each<[unknown, string | undefined]>([
    ['010-1234-5678', undefined],
    ['010-123-5678', undefined],
    [' 02-123-4567', PHONE], // 2 digits first
    ['010-12345-678', PHONE],
    ['01012345678', PHONE],
    ['010-1234-567a', PHONE],
    ['', PHONE],
    [null, PHONE],
    [undefined, PHONE],
  ])('%j -> %s', (number, message) => {
    expect(firstMessage(phoneSchema.safeParse({ number }))).toBe(message);
  });

  it('trims the number', () => {
    expect(phoneSchema.parse({ number: ' 010-1234-5678 ' })).toEqual({ number: '010-1234-5678' });
  });

  it('PHONE_REGEX is anchored', () => {
    expect(PHONE_REGEX.test('x010-1234-5678')).toBe(false);
  });
});

describe('addressSchema', () => {
  it.each<[unknown, string | undefined]>([
    ['서울특별시 중구 세종대로 110 3층', undefined],
    ['', ADDRESS],
    ['   ', ADDRESS],
    [undefined, ADDRESS],
    ['가'.repeat(256), '주소는 255자 이하로 입력해주세요.'],
  ])('%j -> %s', (address, message) => {
    expect(firstMessage(addressSchema.safeParse({ address }))).toBe(message);
  });
});

describe('universitySchema', () => {
  it.each<[unknown, unknown, string | undefined]>([
    ['한국대학교', '사회복지학과', undefined],
    ['가'.repeat(20), '나'.repeat(20), undefined],
    ['', '사회복지학과', UNIVERSITY],
    ['한국대학교', '  ', UNIVERSITY],
    ['한국대학교', undefined, UNIVERSITY],
    ['가'.repeat(21), '사회복지학과', UNIVERSITY],
    ['한국대학교', '나'.repeat(21), UNIVERSITY],
  ])('%j / %j -> %s', (university, department, message) => {
    expect(firstMessage(universitySchema.safeParse({ university, department }))).toBe(message);
  });
});

describe('mbtiSchema', () => {
  it.each<[unknown, string | undefined]>([
    [1, undefined],
    [16, undefined],
    [0, MBTI],
    [17, MBTI],
    [1.5, MBTI],
    ['3', MBTI],
    [null, MBTI],
    [undefined, MBTI],
  ])('%j -> %s', (mbti, message) => {
    expect(firstMessage(mbtiSchema.safeParse({ mbti }))).toBe(message);
  });
});

describe('profile image types', () => {
  it('allows bmp, jpeg, png, webp and avif only', () => {
    expect(IMAGE_MIME_TYPES).toEqual(['image/bmp', 'image/jpeg', 'image/png', 'image/webp', 'image/avif']);
    expect(IMAGE_ACCEPT).toBe('image/bmp,image/jpeg,image/png,image/webp,image/avif');
  });

  it.each<[unknown, boolean]>([
    ['image/png', true],
    ['image/avif', true],
    ['image/gif', false],
    ['image/svg+xml', false],
    ['application/pdf', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (mime, allowed) => {
    expect(isAllowedImageType(mime)).toBe(allowed);
    expect(firstMessage(imageMimeTypeSchema.safeParse(mime))).toBe(allowed ? undefined : IMAGE);
  });
});

describe('firstMessage', () => {
  it.each<[string, Parameters<typeof firstMessage>[0], string | undefined]>([
    ['success', { success: true }, undefined],
    ['first of several issues', { success: false, error: { issues: [{ message: 'A' }, { message: 'B' }] } }, 'A'],
    ['no issues', { success: false, error: { issues: [] } }, UNKNOWN],
    ['empty message', { success: false, error: { issues: [{ message: '' }] } }, UNKNOWN],
  ])('%s -> %s', (_name, result, message) => {
    expect(firstMessage(result)).toBe(message);
  });
});
