import type { JoinPayload, SnsJoinPayload } from '@nanum/shared/accountSchemas';
import { ALREADY_CERTIFIED_MESSAGE, CERTIFY_REVOKED_MESSAGE, EMAIL_TAKEN_MESSAGE } from '@nanum/shared/messages';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { hashPassword } from '../user/password';
import { findUserById, findUserIdByEmail, type UserRow } from '../user/user.repo';
import { completeMember, findCertificationFacts, insertMember, setCertify, type MemberProfile } from './account.repo';
import type { CertificationProof, CertificationProvider } from './certification';

const profileOf = (input: SnsJoinPayload): MemberProfile => ({
  name: input.name,
  email: input.email,
  birthday: input.birthday,
  number: input.number,
  gender: input.gender,
  guardianName: input.guardianName,
  guardianNumber: input.guardianNumber,
});

/** A unique-key violation on either dialect (two sign-ups racing for one address). */
function isDuplicate(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
}

/** Sets certify from the facts now stored (inside the transaction that stored them). */
async function refreshCertification(trx: Db, id: number, provider: CertificationProvider): Promise<void> {
  const facts = await findCertificationFacts(trx, id);
  await setCertify(trx, id, !!facts && provider.isComplete(facts));
}

async function reload(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} vanished`);
  return user;
}

/**
 * Creates an email-login member. The proof (the address's code) is used up, the member inserted
 * and certified in one transaction; the password is hashed before it, off the event loop.
 */
export async function joinMember(db: Db, provider: CertificationProvider, proof: CertificationProof, input: JoinPayload, rounds: number): Promise<UserRow> {
  if ((await findUserIdByEmail(db, input.email)) !== null) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password, rounds);
  let id: number;
  try {
    id = await db.transaction(async (trx) => {
      await provider.consumeProof(trx, proof);
      const created = await insertMember(trx, profileOf(input), passwordHash);
      await refreshCertification(trx, created, provider);
      return created;
    });
  } catch (error) {
    if (isDuplicate(error)) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw error;
  }
  return reload(db, id);
}

/**
 * Only a member never verified completes the account themselves: 409 when verified already, 403
 * when an administrator took the verification away (only an administrator gives it back; the
 * completion would otherwise rewrite the name and birthday that certificates carry).
 */
export function assertMayCompleteAccount(user: Pick<UserRow, 'certify' | 'certify_revoked_at'>): void {
  if (user.certify === 1) throw new AppError(409, ALREADY_CERTIFIED_MESSAGE, 'ALREADY_CERTIFIED');
  if (user.certify_revoked_at !== null) throw new AppError(403, CERTIFY_REVOKED_MESSAGE, 'CERTIFY_REVOKED');
}

/** Completes the logged-in member's (social) account with the join information and certifies it. */
export async function completeAccount(db: Db, provider: CertificationProvider, proof: CertificationProof, user: UserRow, input: SnsJoinPayload): Promise<UserRow> {
  assertMayCompleteAccount(user);
  if (input.email !== user.email) {
    const owner = await findUserIdByEmail(db, input.email);
    if (owner !== null && owner !== user.id) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
  }
  try {
    await db.transaction(async (trx) => {
      await provider.consumeProof(trx, proof);
      await completeMember(trx, user.id, profileOf(input));
      await refreshCertification(trx, user.id, provider);
    });
  } catch (error) {
    if (isDuplicate(error)) throw new AppError(409, EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw error;
  }
  return reload(db, user.id);
}
