import { describe, expect, it } from 'vitest';
import { joinSchema, snsJoinSchema } from '@nanum/shared/accountSchemas';
import { emptyJoinForm, joinPayload, snsJoinForm, snsJoinPayload, type JoinFormValues } from './joinPayload';

const now = new Date('2026-11-22T03:00:00Z');
const filled: JoinFormValues = {
  ...emptyJoinForm,
  name: '김나눔',
  email: 'a@nanum.example',
  password: 'nanum1234!',
  passwordConfirm: 'nanum1234!',
  birthday: '1995-09-08',
  number: '010-1234-5678',
  gender: '2',
  agreeTerms: true,
  agreePrivacy: true,
  guardianName: '남은 값',
  guardianNumber: '010-0000-0000',
  guardianAgree: true,
};

describe('join payloads', () => {
  it('an adult: gender as a number, no guardian fields; the shared schema accepts it', () => {
    const payload = joinPayload(filled, now);
    expect(payload).toEqual({
      name: '김나눔',
      email: 'a@nanum.example',
      password: 'nanum1234!',
      passwordConfirm: 'nanum1234!',
      birthday: '1995-09-08',
      number: '010-1234-5678',
      gender: 2,
      agreeTerms: true,
      agreePrivacy: true,
    });
    expect(joinSchema.safeParse(payload).success).toBe(true);
  });

  it('a child under 14 sends the guardian', () => {
    expect(snsJoinPayload({ ...filled, birthday: '2015-01-01' }, now)).toMatchObject({
      guardianName: '남은 값',
      guardianNumber: '010-0000-0000',
      guardianAgree: true,
    });
  });

  it.each<[string, string | undefined]>([
    ['', undefined],
    ['1', '1'],
    ['2', '2'],
  ])('gender %j is sent as %s', (gender, expected) => {
    const sent = snsJoinPayload({ ...filled, gender }, now).gender;
    expect(sent === undefined ? undefined : String(sent)).toBe(expected);
  });

  it('the empty form fails with the shared messages', () => {
    expect(snsJoinSchema.safeParse(snsJoinPayload(emptyJoinForm, now)).success).toBe(false);
  });

  it.each<[string, Parameters<typeof snsJoinForm>[0], Partial<JoinFormValues>]>([
    [
      'a social account with a stand-in address',
      { name: '카카오 회원', email: 'kakao.1@sns.invalid', birthday: null, number: null, gender: 0 },
      { name: '카카오 회원', email: '', birthday: '', number: '', gender: '' },
    ],
    [
      'an account with a real address and a profile',
      { name: '김새봄', email: 'spring@nanum.example', birthday: '2001-01-30', number: '010-0000-3002', gender: 2 },
      { name: '김새봄', email: 'spring@nanum.example', birthday: '2001-01-30', number: '010-0000-3002', gender: '2' },
    ],
  ])('completion form of %s', (_name, user, expected) => {
    expect(snsJoinForm(user)).toMatchObject({ ...expected, password: '', agreeTerms: false });
  });
});
