import { zipSync, strToU8 } from 'fflate';
import { canonicalEmail } from '@nanum/shared/emailAddress';
import { maskEmail } from '@nanum/shared/emailMask';
import { EMAIL_CODE_EXPIRED_MESSAGE } from '@nanum/shared/messages';
import { myDataFiles } from '@nanum/shared/myDataExport';
import { OWN_ACCOUNT_MESSAGES as M, WITHDRAWN_NAME, WITHDRAW_FRESH_LOGIN_MINUTES, type WithdrawContentChoice } from '@nanum/shared/ownAccountRules';
import { isUniqueViolation, retryingDeadlocks } from '../../db/errors';
import type { Db } from '../../db/knex';
import { AppError } from '../../http/AppError';
import { removeUpload } from '../../uploads/fileStore';
import { recordChange } from '../admin/audit.service';
import { countActiveAdmins, lockAdmins } from '../admin/member.repo';
import { sendEmailCode, verifyEmailCode, type EmailVerificationDeps } from '../account/emailVerification.service';
import { consumeEmailCode } from '../account/emailCode.repo';
import { useAllResetTokens } from '../account/resetToken.repo';
import { emailChangeCodeMail, emailChangedMail, emailChangeTakenMail } from '../mail/mailTexts';
import { verifyPassword } from '../user/password';
import { findPasswordHash } from '../user/profile.repo';
import { PROFILE_IMAGE_FOLDER, PROFILE_IMAGE_URL_PREFIX } from '../user/profile.service';
import { findUserIdByEmail, findUserById, setLoginEmail, type UserRow } from '../user/user.repo';
import { readMyData } from './dataExport.repo';
import { redactMemberCertificateFiles } from '../youth/certificate.service';
import { releasePlacesOf, type Promotion } from '../youth/waitlist.service';
import { eraseMember } from './withdrawal.repo';
import { removeDevicesOutsideSession } from '../push/device.repo';
import type { Logger } from '../../http/logger';

/** How a member proves it is them once more before a sensitive change (ASVS V7.5.1). */
export interface Reauthentication {
  password?: string;
  /** When this session last logged in or proved itself at a linked provider (ms); a member without a password confirms by a fresh one. */
  loginAt?: number;
}

/**
 * Re-authentication: a member with a password gives it (400 in Korean when missing or wrong); one
 * who logs in only socially must have logged in there in the last minutes (403 `freshLoginMessage`).
 */
async function assertReauthenticated(db: Db, member: UserRow, proof: Reauthentication, freshLoginMessage: string): Promise<void> {
  const hash = await findPasswordHash(db, member.id);
  if (hash) {
    if (!proof.password) throw new AppError(400, M.passwordRequired, 'PASSWORD_REQUIRED');
    if (!(await verifyPassword(proof.password, hash))) throw new AppError(400, M.passwordWrong, 'PASSWORD_WRONG');
  } else if (!proof.loginAt || Date.now() - proof.loginAt > WITHDRAW_FRESH_LOGIN_MINUTES * 60 * 1000) {
    throw new AppError(403, freshLoginMessage, 'FRESH_LOGIN_REQUIRED');
  }
}

export interface WithdrawRequest extends Reauthentication {
  content: WithdrawContentChoice;
  ip: string;
}

/**
 * 회원 탈퇴: a member with a password confirms with it; one who logs in only socially by a social
 * login of the last minutes. Then every personal field is erased at once (eraseMember) and the
 * withdrawal is audited under the anonymous name. After the commit the profile image leaves the disk
 * and the member's certificate PDFs, which print the full name and birth date, are drawn again from
 * their redacted snapshots (`publicUrl` draws the verification QR code; without it they are removed).
 * Answers who got a place the member held, and whose alarms quoting the member went (for their open lists).
 */
export async function withdraw(db: Db, uploadDir: string, member: UserRow, request: WithdrawRequest, publicUrl?: string, logger?: Logger): Promise<{ promotions: Promotion[]; alarmRecipients: number[] }> {
  await assertReauthenticated(db, member, request, M.freshLoginRequired);
  // Two admins withdrawing at once: MySQL may roll one back as a deadlock's victim; run again, it counts the other gone.
  const { image, promotions, alarmRecipients } = await retryingDeadlocks(() => db.transaction(async (trx) => {
    if (member.power === 2) await lockAdmins(trx);
    // Open campaign applications end with the membership; the places they held go to those waiting.
    const released = await releasePlacesOf(trx, member.id);
    const erased = await eraseMember(trx, member.id, request.content);
    // The last active admin always stays one (docs/ROLES.md): they hand the role on first.
    if (member.power === 2 && (await countActiveAdmins(trx)) === 0) throw new AppError(409, M.lastAdmin, 'LAST_ADMIN');
    await recordChange(trx, { userId: member.id, name: WITHDRAWN_NAME, ip: request.ip }, {
      action: 'member.withdraw',
      targetType: 'member',
      targetId: member.id,
      before: null,
      after: { content: request.content },
    });
    return { ...erased, promotions: released };
  }));
  if (image?.startsWith(PROFILE_IMAGE_URL_PREFIX)) await removeUpload(uploadDir, PROFILE_IMAGE_FOLDER, image.slice(PROFILE_IMAGE_URL_PREFIX.length));
  await redactMemberCertificateFiles(db, uploadDir, publicUrl, member.id, logger);
  return { promotions, alarmRecipients };
}

/** 내 정보 내려받기: the member's data as a ZIP of JSON and CSV files. */
export async function myDataZip(db: Db, memberId: number, now: Date = new Date()): Promise<Buffer> {
  const files = myDataFiles({ exportedAt: now.toISOString(), ...(await readMyData(db, memberId)) });
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

/** The member's own address (or a look-alike of it) is no change. */
function assertAnotherAddress(member: UserRow, email: string, owner: number | null): void {
  if (canonicalEmail(email) === member.email || owner === member.id) throw new AppError(400, M.emailSame, 'EMAIL_SAME');
}

const emailTaken = () => new AppError(409, M.emailTaken, 'EMAIL_TAKEN');

const purposeOf = (member: UserRow) => `email:${member.id}` as const;

/**
 * Sends the code that proves the new address (only this member can use it). An address another
 * account has gets no code, only a notice to its owner, and the caller answers the same either
 * way: the route never tells whether an address is registered (as sign-up's code route).
 */
export async function sendEmailChangeCode(deps: EmailVerificationDeps, member: UserRow, email: string): Promise<void> {
  deps.mailer.assertAvailable();
  const owner = await findUserIdByEmail(deps.db, email);
  assertAnotherAddress(member, email, owner);
  if (owner !== null) {
    await deps.mailer.send(emailChangeTakenMail(email, deps.publicUrl));
    return;
  }
  await sendEmailCode(deps, email, purposeOf(member), emailChangeCodeMail);
}

export interface EmailChangeRequest extends Reauthentication {
  email: string;
  code: string;
  /** The key of the login making the change (deviceSession.ts): its app installs keep their pushes, the others' end. */
  sessionKey: string;
}

/**
 * Moves the login to a new address: the member re-authenticates first (password, or a fresh
 * social login), then the code proves the address (an address another account has never got one,
 * so it fails here like any wrong code). In one transaction the code is used up, the address is
 * checked free once more (the unique look-alike key settles a race), the login moves, the session
 * version rises (every session ends; the router logs this one in again, and the phones the others
 * registered get no more pushes) and every open password reset link is voided (one mailed to the
 * old address no longer works). The old address is told.
 * Answers the updated member.
 */
export async function changeEmail(deps: EmailVerificationDeps, member: UserRow, request: EmailChangeRequest): Promise<UserRow> {
  const { db } = deps;
  const { email, code } = request;
  if (canonicalEmail(email) === member.email) throw new AppError(400, M.emailSame, 'EMAIL_SAME');
  await assertReauthenticated(db, member, request, M.emailFreshLoginRequired);
  const codeId = await verifyEmailCode(deps, email, code, purposeOf(member));
  try {
    await db.transaction(async (trx) => {
      if (!(await consumeEmailCode(trx, codeId, email, purposeOf(member)))) throw new AppError(400, EMAIL_CODE_EXPIRED_MESSAGE, 'EMAIL_CODE_EXPIRED');
      // The member proved the address is theirs: only now may the answer say someone took it meanwhile.
      const owner = await findUserIdByEmail(trx, email);
      assertAnotherAddress(member, email, owner);
      if (owner !== null) throw emailTaken();
      await setLoginEmail(trx, member.id, email);
      await useAllResetTokens(trx, member.id);
      await removeDevicesOutsideSession(trx, member.id, request.sessionKey);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await deps.mailer.send(emailChangedMail(member.email, maskEmail(canonicalEmail(email)), deps.publicUrl));
  return (await findUserById(db, member.id)) as UserRow;
}
