import type { Request } from 'express';
import { EMAIL_VERIFIED_TTL_MINUTES } from '@nanum/shared/accountLimits';
import { isValidBirthday, needsGuardianConsent } from '@nanum/shared/age';
import { isSocialPlaceholderEmail } from '@nanum/shared/codes';
import { EMAIL_CODE_EXPIRED_MESSAGE, EMAIL_NOT_VERIFIED_MESSAGE } from '@nanum/shared/messages';
import { PHONE_REGEX } from '@nanum/shared/schemas';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import type { CertificationFacts } from './account.repo';
import { consumeEmailCode } from './emailCode.repo';

/**
 * Certification (certify 1): who counts as a verified member, and the proof a sign-up or an
 * account completion must carry. Everything about it sits behind CertificationProvider, so a
 * Korean identity-verification service (본인확인: PASS, NICE, KCB...) can be plugged in later as
 * another provider: its `requireProof` would read the identity result kept in the session by its
 * callback (CI/DI, name, birthday, phone), `consumeProof` would use it up, and `isComplete` would
 * also ask for that identity. The routers and services only talk to this interface.
 */

declare module 'express-session' {
  interface SessionData {
    /** An address proven by an emailed code in this session (which code, and when). */
    emailProof?: EmailProof;
  }
}

export interface EmailProof {
  email: string;
  codeId: number;
  /** When the code was confirmed (ms since epoch). */
  at: number;
}

/** The proof of a sign-up or completion, as a provider hands it out and later uses it up. */
export interface CertificationProof {
  provider: string;
  /** The address the proof is about (already the member's own when nothing had to be proven). */
  email: string;
  /** What `consumeProof` uses up; absent when nothing needs using up. */
  emailCodeId?: number;
}

export interface ProofRequest {
  req: Request;
  /** The address the form was sent with. */
  email: string;
  /**
   * Completing an existing account: its current address, and whether that address is vouched for
   * (a social provider gave it as verified). A vouched real address needs no new proof.
   */
  current?: { email: string; vouched: boolean };
}

export interface CertificationProvider {
  /** Names the provider (kept with the proof). */
  readonly name: string;
  /** Whether a member with these facts counts as verified (certify 1). */
  isComplete(facts: CertificationFacts): boolean;
  /** The proof carried by this request for the address; a Korean 400 AppError when there is none. */
  requireProof(request: ProofRequest): CertificationProof;
  /** Uses the proof up inside the transaction that saves the member; a Korean 400 when it was already used. */
  consumeProof(trx: Db, proof: CertificationProof): Promise<void>;
  /** Forgets the proof of this session once it was used. */
  forgetProof(req: Request): void;
}

/** Whether the join information is complete: name, real email, birthday, phone, gender, consent, and a guardian under 14. */
export function hasCompleteProfile(facts: CertificationFacts): boolean {
  const minorOk = !needsGuardianConsent(facts.birthday) || (!!facts.guardianName?.trim() && PHONE_REGEX.test(facts.guardianNumber ?? ''));
  return (
    !!facts.name?.trim() &&
    !!facts.email &&
    !isSocialPlaceholderEmail(facts.email) &&
    isValidBirthday(facts.birthday) &&
    PHONE_REGEX.test(facts.number ?? '') &&
    (facts.gender === 1 || facts.gender === 2) &&
    !!facts.termsAgreedAt &&
    minorOk
  );
}

const EMAIL_PROOF_TTL_MS = EMAIL_VERIFIED_TTL_MINUTES * 60 * 1000;

/**
 * Certification by a verified email: complete join information plus an address proven by a code
 * sent to it (or, when completing a social account, the real address the provider vouched for:
 * social login keeps a provider's address only when the provider says it is verified).
 */

export const emailCertification: CertificationProvider = {
  name: 'email',

  isComplete: (facts) => facts.emailVerified && hasCompleteProfile(facts),

  requireProof({ req, email, current }) {
    if (current?.vouched && email === current.email && !isSocialPlaceholderEmail(current.email)) {
      return { provider: 'email', email };
    }
    const proof = req.session.emailProof;
    if (!proof || proof.email !== email || Date.now() - proof.at > EMAIL_PROOF_TTL_MS) {
      throw new AppError(400, EMAIL_NOT_VERIFIED_MESSAGE, 'EMAIL_NOT_VERIFIED');
    }
    return { provider: 'email', email, emailCodeId: proof.codeId };
  },

  async consumeProof(trx, proof) {
    if (proof.emailCodeId === undefined) return;
    if (!(await consumeEmailCode(trx, proof.emailCodeId, proof.email, 'join'))) {
      throw new AppError(400, EMAIL_CODE_EXPIRED_MESSAGE, 'EMAIL_CODE_USED');
    }
  },

  forgetProof(req) {
    delete req.session.emailProof;
  },
};

/** The provider in use. */
export const certification: CertificationProvider = emailCertification;
