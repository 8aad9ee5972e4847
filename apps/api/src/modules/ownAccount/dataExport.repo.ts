import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { canQuotePost } from '@nanum/shared/boardRules';
import type { MyData } from '@nanum/shared/myDataExport';
import { ALARM_KIND_LABELS, ALARM_KINDS } from '@nanum/shared/notificationSettings';
import { maskDeviceToken } from '@nanum/shared/pushDevices';
import type { Db } from '../../db/knex';
import { toIso } from '../../db/values';
import { devicesOfMember } from '../push/device.repo';
import { loadNotificationSettings, notificationConsentTimes } from '../push/notificationSettings.repo';

const iso = (value: unknown): string | null => toIso(value as string | null);

/** Everything the site holds about the member, as plain rows (the files are made in packages/shared). */
export async function readMyData(db: Db, userId: number): Promise<Omit<MyData, 'exportedAt'>> {
  const user = await db('users as u')
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('divisions as d', 'd.id', 'u.division_id')
    .where('u.id', userId)
    .first(
      'u.id', 'u.email', 'u.name', 'u.birthday', 'u.number', 'u.address', 'u.university', 'u.department', 'u.gender', 'u.image', 'u.mbti',
      'u.type', 'u.rank', 'u.cardinal', 'u.power', 'u.certify', 'u.hidden', 'u.guardian_name', 'u.guardian_number', 'u.terms_agreed_at', 'u.last_login_at', 'u.created_at',
      't.name as team', 'd.name as division',
    );
  const social = await db('social_identities').where({ user_id: userId }).orderBy('id').select('provider', 'created_at');
  const posts = await db('posts as p').join('boards as b', 'b.id', 'p.board_id').where('p.user_id', userId).orderBy('p.id').select('p.id', 'b.name as board', 'p.title', 'p.content', 'p.created_at', 'p.deleted_at');
  const comments = await db('comments as c').join('posts as p', 'p.id', 'c.post_id').where('c.user_id', userId).orderBy('c.id').select('c.id', 'c.post_id', 'p.title', 'p.secret', 'p.user_id as post_user_id', 'c.description', 'c.created_at', 'c.deleted_at');
  // A comment under a secret post the member may not read names the post as the lists do, not by its title.
  const member = { id: Number(user.id), power: Number(user.power), certify: Number(user.certify), hidden: Number(user.hidden) };
  const postTitleOf = (row: { title: string; secret: unknown; post_user_id: unknown }) =>
    canQuotePost(member, { secret: Number(row.secret) === 1, userId: row.post_user_id === null ? null : Number(row.post_user_id) }) ? row.title : BOARD_MESSAGES.secretTitle;
  const drafts = await db('post_drafts as d').join('boards as b', 'b.id', 'd.board_id').where('d.user_id', userId).orderBy('d.id').select('b.name as board', 'd.title', 'd.content', 'd.updated_at');
  const answers = await db('survey_answers as a')
    .join('survey_questions as q', 'q.id', 'a.question_id')
    .join('surveys as s', 's.id', 'q.survey_id')
    .leftJoin('survey_options as o', 'o.id', 'a.option_id')
    .where('a.user_id', userId)
    .orderBy('a.id')
    .select('s.title as survey', 'q.title as question', 'o.label as option', 'a.text', 'a.score', 'a.created_at');
  const alarms = await db('alarms').where({ user_id: userId }).orderBy('id').select('title', 'sub_title', 'description', 'href', 'view', 'created_at');
  const participations = await db('campaign_participations as p')
    .join('campaigns as c', 'c.id', 'p.campaign_id')
    .where('p.user_id', userId)
    .orderBy('p.id')
    .select('c.name', 'c.start_date', 'c.end_date', 'p.status', 'p.credit_minutes', 'p.created_at');
  const certificates = await db('certificates').where({ user_id: userId }).orderBy('id').select('number', 'issued_at', 'revoked_at');
  const notifications = await loadNotificationSettings(db, userId);
  const consents = await notificationConsentTimes(db, userId);
  const devices = await devicesOfMember(db, userId);

  return {
    profile: {
      id: Number(user.id), email: user.email, name: user.name, birthday: user.birthday, number: user.number, address: user.address,
      university: user.university, department: user.department, gender: Number(user.gender), image: user.image, mbti: Number(user.mbti),
      type: Number(user.type), rank: Number(user.rank), cardinal: Number(user.cardinal), team: user.team, division: user.division,
      guardianName: user.guardian_name, guardianNumber: user.guardian_number, termsAgreedAt: iso(user.terms_agreed_at),
      lastLoginAt: iso(user.last_login_at), joinedAt: iso(user.created_at),
      promotionalConsentAt: iso(consents.promotional), nightPushConsentAt: iso(consents.night), emailDigest: notifications.digest,
    },
    socialAccounts: social.map((row) => ({ provider: row.provider, linkedAt: iso(row.created_at) })),
    posts: posts.map((row) => ({ id: Number(row.id), board: row.board, title: row.title, content: row.content, createdAt: iso(row.created_at), deletedAt: iso(row.deleted_at) })),
    comments: comments.map((row) => ({ id: Number(row.id), postId: Number(row.post_id), postTitle: postTitleOf(row), text: row.description, createdAt: iso(row.created_at), deletedAt: iso(row.deleted_at) })),
    drafts: drafts.map((row) => ({ board: row.board, title: row.title, content: row.content, savedAt: iso(row.updated_at) })),
    surveyAnswers: answers.map((row) => ({ survey: row.survey, question: row.question, option: row.option ?? null, text: row.text ?? null, score: row.score === null ? null : Number(row.score), createdAt: iso(row.created_at) })),
    alarms: alarms.map((row) => ({ title: row.title, subTitle: row.sub_title, description: row.description, href: row.href, read: Number(row.view) > 0, createdAt: iso(row.created_at) })),
    participations: participations.map((row) => ({ campaign: row.name, startDate: row.start_date, endDate: row.end_date, status: row.status, minutes: Number(row.credit_minutes), appliedAt: iso(row.created_at) })),
    certificates: certificates.map((row) => ({ number: row.number, issuedAt: iso(row.issued_at), revokedAt: iso(row.revoked_at) })),
    notificationSettings: ALARM_KINDS.map((kind) => ({ kind, label: ALARM_KIND_LABELS[kind], ...notifications.channels[kind] })),
    // The token by its last characters only: why, at maskDeviceToken.
    pushDevices: devices.map((device) => ({ platform: device.platform, token: maskDeviceToken(device.token), registeredAt: iso(device.createdAt), lastSeenAt: iso(device.updatedAt) })),
  };
}
