import { zipSync, strToU8 } from 'fflate';
import { canonicalEmail } from '@nanum/shared/emailAddress';
import { maskEmail } from '@nanum/shared/emailMask';
import { EMAIL_CODE_EXPIRED_MESSAGE } from '@nanum/shared/messages';
import { myDataFiles } from '@nanum/shared/myDataExport';
import { OWN_ACCOUNT_MESSAGES as M, WITHDRAWN_NAME, WITHDRAW_FRESH_LOGIN_MINUTES, type WithdrawContentChoice } from '@nanum/shared/ownAccountRules';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { removeUpload } from '../../uploads/fileStore';
import { recordChange } from '../admin/audit.service';
import { sendEmailCode, verifyEmailCode, type EmailVerificationDeps } from '../account/emailVerification.service';
import { consumeEmailCode } from '../account/emailCode.repo';
import { emailChangeCodeMail, emailChangedMail } from '../mail/mailTexts';
import { verifyPassword } from '../user/password';
import { findPasswordHash } from '../user/profile.repo';
import { PROFILE_IMAGE_FOLDER, PROFILE_IMAGE_URL_PREFIX } from '../user/profile.service';
import { findUserIdByEmail, findUserById, setLoginEmail, type UserRow } from '../user/user.repo';
import { readMyData } from './dataExport.repo';
import { releasePlacesOf, type Promotion } from '../youth/waitlist.service';
import { eraseMember } from './withdrawal.repo';

export interface WithdrawRequest {
  content: WithdrawContentChoice;
  password?: string;
  /** When this session last logged in or proved itself at a linked provider (ms); a member without a password confirms by a fresh one. */
  loginAt?: number;
  ip: string;
}

/**
 * 회원 탈퇴: a member with a password confirms with it; one who logs in only socially by a social
 * login of the last minutes. Then every personal field is erased at once (eraseMember) and the
 * withdrawal is audited under the anonymous name; the profile image leaves the disk after the commit.
 */
export async function withdraw(db: Db, uploadDir: string, member: UserRow, request: WithdrawRequest): Promise<Promotion[]> {
  const hash = await findPasswordHash(db, member.id);
  if (hash) {
    if (!request.password) throw new AppError(400, M.passwordRequired, 'PASSWORD_REQUIRED');
    if (!(await verifyPassword(request.password, hash))) throw new AppError(400, M.passwordWrong, 'PASSWORD_WRONG');
  } else if (!request.loginAt || Date.now() - request.loginAt > WITHDRAW_FRESH_LOGIN_MINUTES * 60 * 1000) {
    throw new AppError(403, M.freshLoginRequired, 'FRESH_LOGIN_REQUIRED');
  }
  const { image, promotions } = await db.transaction(async (trx) => {
    // Open campaign applications end with the membership; the places they held go to those waiting.
    const released = await releasePlacesOf(trx, member.id);
    const erased = await eraseMember(trx, member.id, request.content);
    await recordChange(trx, { userId: member.id, name: WITHDRAWN_NAME, ip: request.ip }, {
      action: 'member.withdraw',
      targetType: 'member',
      targetId: member.id,
      before: null,
      after: { content: request.content },
    });
    return { ...erased, promotions: released };
  });
  if (image?.startsWith(PROFILE_IMAGE_URL_PREFIX)) await removeUpload(uploadDir, PROFILE_IMAGE_FOLDER, image.slice(PROFILE_IMAGE_URL_PREFIX.length));
  return promotions;
}

/** 내 정보 내려받기: the member's data as a ZIP of JSON and CSV files. */
export async function myDataZip(db: Db, memberId: number, now: Date = new Date()): Promise<Buffer> {
  const files = myDataFiles({ exportedAt: now.toISOString(), ...(await readMyData(db, memberId)) });
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

/** The new address must be another one, and no account's (nor a look-alike of one). */
async function assertAddressFree(db: Db, member: UserRow, email: string): Promise<void> {
  if (canonicalEmail(email) === member.email) throw new AppError(400, M.emailSame, 'EMAIL_SAME');
  if ((await findUserIdByEmail(db, email)) !== null) throw new AppError(409, M.emailTaken, 'EMAIL_TAKEN');
}

const purposeOf = (member: UserRow) => `email:${member.id}` as const;

/** Sends the code that proves the new address (only this member can use it). */
export async function sendEmailChangeCode(deps: EmailVerificationDeps, member: UserRow, email: string): Promise<void> {
  deps.mailer.assertAvailable();
  await assertAddressFree(deps.db, member, email);
  await sendEmailCode(deps, email, purposeOf(member), emailChangeCodeMail);
}

/** Checks the code, moves the login to the new address and tells the old one; answers the updated member. */
export async function changeEmail(deps: EmailVerificationDeps, member: UserRow, email: string, code: string): Promise<UserRow> {
  const { db } = deps;
  await assertAddressFree(db, member, email);
  const codeId = await verifyEmailCode(deps, email, code, purposeOf(member));
  await db.transaction(async (trx) => {
    if (!(await consumeEmailCode(trx, codeId, email, purposeOf(member)))) throw new AppError(400, EMAIL_CODE_EXPIRED_MESSAGE, 'EMAIL_CODE_EXPIRED');
    await setLoginEmail(trx, member.id, email);
  });
  await deps.mailer.send(emailChangedMail(member.email, maskEmail(canonicalEmail(email)), deps.publicUrl));
  return (await findUserById(db, member.id)) as UserRow;
}
