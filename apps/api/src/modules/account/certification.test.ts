import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import type { CertificationFacts } from './account.repo';
import { emailCertification, hasCompleteProfile } from './certification';

const complete: CertificationFacts = {
  name: '김나눔',
  email: 'a@nanum.example',
  birthday: '1995-09-08',
  number: '010-1234-5678',
  gender: 2,
  emailVerified: true,
  termsAgreedAt: '2026-11-22 01:00:00',
  guardianName: null,
  guardianNumber: null,
};

const child = `${new Date().getUTCFullYear() - 9}-01-01`;

describe('certification by a verified email', () => {
  it.each<[string, Partial<CertificationFacts>, boolean]>([
    ['complete', {}, true],
    ['email not verified', { emailVerified: false }, false],
    ['a stand-in social email', { email: 'kakao.1@sns.invalid' }, false],
    ['no name', { name: ' ' }, false],
    ['no birthday', { birthday: null }, false],
    ['no phone', { number: null }, false],
    ['gender unknown', { gender: 0 }, false],
    ['terms never agreed', { termsAgreedAt: null }, false],
    ['a child without a guardian', { birthday: child }, false],
    ['a child with a guardian', { birthday: child, guardianName: '김보호', guardianNumber: '010-1111-2222' }, true],
  ])('%s -> %s', (_name, change, certified) => {
    const facts = { ...complete, ...change };
    expect(emailCertification.isComplete(facts)).toBe(certified);
    if (change.emailVerified === undefined) expect(hasCompleteProfile(facts)).toBe(certified);
  });

  const req = (emailProof?: unknown) => ({ session: { emailProof } }) as unknown as Request;

  it('needs no new proof for the vouched real address a social member already has', () => {
    const current = { email: 'a@nanum.example', vouched: true };
    expect(emailCertification.requireProof({ req: req(), email: 'a@nanum.example', current })).toEqual({ provider: 'email', email: 'a@nanum.example' });
  });

  it.each<[string, unknown, { email: string; vouched: boolean } | undefined]>([
    ['no proof', undefined, undefined],
    ['proof of another address', { email: 'b@nanum.example', codeId: 1, at: Date.now() }, undefined],
    ['an old proof', { email: 'a@nanum.example', codeId: 1, at: Date.now() - 61 * 60 * 1000 }, undefined],
    ['a stand-in address', undefined, { email: 'kakao.1@sns.invalid', vouched: true }],
    ['an address nobody vouched for', undefined, { email: 'a@nanum.example', vouched: false }],
  ])('refuses %s', (_name, proof, current) => {
    const email = current?.email ?? 'a@nanum.example';
    expect(() => emailCertification.requireProof({ req: req(proof), email, current })).toThrow('이메일 인증을 먼저 완료해주세요.');
  });

  it('hands out the code of a fresh proof', () => {
    expect(emailCertification.requireProof({ req: req({ email: 'a@nanum.example', codeId: 7, at: Date.now() }), email: 'a@nanum.example' })).toEqual({
      provider: 'email',
      email: 'a@nanum.example',
      emailCodeId: 7,
    });
  });
});
