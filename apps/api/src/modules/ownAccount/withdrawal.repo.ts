import { WITHDRAWN_DELETED_TEXT, WITHDRAWN_NAME, withdrawnEmail, type WithdrawContentChoice } from '@nanum/shared/ownAccountRules';
import { maskName } from '@nanum/shared/youthRules';
import type { CertificateSnapshot } from '@nanum/shared/youthEntities';
import type { Db } from '../../db/knex';
import { reindexComments, reindexPosts } from '../../db/fullText';
import { toDbDate } from '../../db/values';
import { deleteActorAlarms } from '../alarm/alarm.repo';
import { detachDonations } from '../donation/donation.repo';
import { endPledgesOf } from '../donation/donationPledge.repo';
import { scrubAuditOf } from './withdrawalAudit';

/**
 * Erases a member, table by table, in the caller's transaction (what stays and why: the privacy
 * page, 개인정보처리방침):
 * - users: every personal column emptied, the name "탈퇴한 회원", a never-deliverable placeholder
 *   address without a look-alike key (the real address can sign up again), no password, the
 *   session version moved on (every session ends), withdrawn_at set. The row stays: certificates
 *   and activity records point at it.
 * - social_identities, alarms, popup_hides, password_reset_tokens, email_codes of the address,
 *   post_visits of the member, their push devices, pushes and notification settings: deleted.
 * - the alarms of other members that quote the member (a comment or reply: "name: text"): deleted,
 *   whichever content choice (the name goes at once).
 * - posts, comments, attachments: detached from the member (user_id NULL shows "탈퇴한 회원"),
 *   or, when the member chose so, deleted (soft, their text erased; the post's comment count drops;
 *   the posts' attachments unattached, so the upload sweep deletes them and their files; the
 *   search index re-written from the erased text); the reports' copies of what was reported of
 *   them (reported_title, reported_content: their words too) erased with them.
 * - certificates: the snapshot keeps the masked name only (no birthday), so verification works.
 * - audit_log: every entry kept (who did what, when); the member's name as an actor, and in the
 *   entries about the member or their records (participations, attendance, certificates, posts,
 *   comments) their personal values and the text written by or about them, replaced (scrubAuditOf).
 * - survey answers, recommendations, reports, participations and their attendance times: kept, tied
 *   to the anonymous row only; the written reason of a correction or cancellation (attendance,
 *   participation) and of a certificate's revocation, which may name the member, erased.
 * - donations: kept with the donor's name, contact and sealed registration number (tax law keeps
 *   donation records and receipts for years; the number is deleted when that period ends),
 *   detached from the account (user_id NULL): no longer the member's, still the donor's. Monthly
 *   pledges end (no more charges, the billing key forgotten) and are detached the same way.
 * Answers the stored profile image path (removed from disk after the commit) and the members whose
 * alarms quoting them went (`alarmRecipients`, whose open lists may be pushed after the commit).
 */
export async function eraseMember(trx: Db, userId: number, content: WithdrawContentChoice): Promise<{ image: string | null; alarmRecipients: number[] }> {
  const user = (await trx('users').where({ id: userId }).first('email', 'image')) as { email: string; image: string | null };
  const now = toDbDate();

  if (content === 'delete') {
    await trx('posts').where({ user_id: userId }).whereNull('deleted_at').update({ deleted_at: now, deleted_by: userId });
    // Their files are let go (their names erased): the upload sweep (uploadSweep.ts) removes unattached uploads and their files.
    await trx('attachments').whereIn('post_id', trx('posts').where({ user_id: userId }).select('id')).update({ post_id: null, original_name: 'withdrawn' });
    await trx('posts').where({ user_id: userId }).update({ title: WITHDRAWN_DELETED_TEXT, content: `<p>${WITHDRAWN_DELETED_TEXT}</p>`, link: null, source: null, video_url: null, thumbnail: null });
    const counts = (await trx('comments').where({ user_id: userId }).whereNull('deleted_at').groupBy('post_id').select('post_id', trx.raw('count(*) as n'))) as { post_id: number; n: number | string }[];
    await trx('comments').where({ user_id: userId }).whereNull('deleted_at').update({ deleted_at: now, deleted_by: userId });
    await trx('comments').where({ user_id: userId }).update({ description: WITHDRAWN_DELETED_TEXT });
    for (const { post_id: postId, n } of counts) {
      await trx('posts').where({ id: postId }).update({ comment_count: trx.raw('case when comment_count > ? then comment_count - ? else 0 end', [Number(n), Number(n)]) });
    }
    for (const [target, table] of [['post', 'posts'], ['comment', 'comments']] as const) {
      await trx('reports').where({ target_type: target }).whereIn('target_id', trx(table).where({ user_id: userId }).select('id')).update({ reported_title: null, reported_content: null });
    }
  }
  const postIds = (await trx('posts').where({ user_id: userId }).pluck('id')) as number[];
  const commentIds = (await trx('comments').where({ user_id: userId }).pluck('id')) as number[];
  for (const table of ['posts', 'comments', 'attachments']) await trx(table).where({ user_id: userId }).update({ user_id: null });
  // The search index learns their posts and comments as they are now: no author, and, when deleted, gone with their words erased.
  await reindexPosts(trx, postIds.map(Number));
  await reindexComments(trx, commentIds.map(Number));
  await detachDonations(trx, userId);
  await endPledgesOf(trx, userId);

  const alarmRecipients = await deleteActorAlarms(trx, userId);
  for (const table of ['social_identities', 'alarms', 'popup_hides', 'password_reset_tokens', 'post_drafts', 'push_outbox', 'push_devices', 'notification_settings']) await trx(table).where({ user_id: userId }).delete();
  await trx('email_codes').where({ email: user.email }).orWhere('purpose', `email:${userId}`).delete();
  await trx('post_visits').where({ visitor: `u${userId}` }).delete();

  // Attendance times and minutes stay with the participation; a correction's or cancellation's written reason may name the member (erased).
  const participations = trx('campaign_participations').where({ user_id: userId }).select('id');
  await trx('participation_attendance').whereIn('participation_id', participations).whereNotNull('correction_reason').update({ correction_reason: null });
  await trx('campaign_participations').where({ user_id: userId }).whereNotNull('revise_reason').update({ revise_reason: null });
  await trx('certificates').where({ user_id: userId }).whereNotNull('revoke_reason').update({ revoke_reason: null });

  const certificates = (await trx('certificates').where({ user_id: userId }).select('id', 'snapshot')) as { id: number; snapshot: string | CertificateSnapshot }[];
  for (const certificate of certificates) {
    const snapshot = typeof certificate.snapshot === 'string' ? (JSON.parse(certificate.snapshot) as CertificateSnapshot) : certificate.snapshot;
    await trx('certificates').where({ id: certificate.id }).update({ snapshot: JSON.stringify({ ...snapshot, name: maskName(snapshot.name), birthday: null }) });
  }

  await scrubAuditOf(trx, userId, { postIds, commentIds });

  await trx('users')
    .where({ id: userId })
    .update({
      email: withdrawnEmail(userId),
      email_key: null,
      password_hash: null,
      name: WITHDRAWN_NAME,
      passport: 0,
      birthday: null,
      number: null,
      address: null,
      university: null,
      department: null,
      gender: 0,
      image: null,
      avatar: null,
      mbti: 0,
      power: 0,
      certify: 0,
      hidden: 1,
      division_id: null,
      team_id: null,
      email_verified: 0,
      guardian_name: null,
      guardian_number: null,
      last_login_at: null,
      session_version: trx.raw('session_version + 1'),
      withdrawn_at: now,
      updated_at: now,
    });
  return { image: user.image, alarmRecipients };
}
