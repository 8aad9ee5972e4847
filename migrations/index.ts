import type { Knex } from 'knex';
// Migrations import only knex and ./helpers (frozen with them), never app code that may change.
import * as members from './20261122_0001_members';
import * as alarms from './20261122_0002_alarms';
import * as boards from './20261122_0003_boards';
import * as surveys from './20261122_0004_surveys';
import * as site from './20261122_0005_site';
import * as campaigns from './20261122_0006_campaigns';
import * as accounts from './20261122_0007_accounts';
import * as boardActivity from './20261122_0009_board_activity';
import * as siteContent from './20261122_0010_site_content';
import * as certificates from './20261122_0011_certificates';
import * as auditLog from './20261122_0012_audit_log';
import * as certificateRevokeReason from './20261122_0014_certificate_revoke_reason';
import * as deletedContentIndex from './20261122_0015_deleted_content_index';
import * as emailExact from './20261122_0016_email_exact';
import * as participationLifecycle from './20261122_0017_participation_lifecycle';
import * as popupHidePerPopup from './20261122_0018_popup_hide_per_popup';
import * as withdrawal from './20261122_0019_withdrawal';
import * as postDrafts from './20261122_0020_post_drafts';
import * as profileVisibility from './20261122_0021_profile_visibility';
import * as searchIndex from './20261122_0022_search_index';
import * as campaignWaitlist from './20261122_0023_campaign_waitlist';
import * as attendance from './20261122_0024_attendance';
import * as pushOutbox from './20261122_0025_push_outbox';
import * as notificationSettings from './20261122_0026_notification_settings';
import * as donations from './20261122_0028_donations';
import * as donationReceipts from './20261122_0029_donation_receipts';
import * as pushNightHold from './20261126_0027_push_night_hold';
import * as pledgeClaims from './20261126_0030_pledge_claims';
import * as virtualAccounts from './20261126_0031_virtual_accounts';
import * as searchTokens from './20261126_0032_search_tokens';
import * as certifyRevoked from './20261129_0033_certify_revoked';
import * as alarmFanouts from './20261129_0034_alarm_fanouts';
import * as alarmFanoutPushes from './20261130_0035_alarm_fanout_pushes';
import * as postDraftImages from './20261202_0036_post_draft_images';
import * as postDraftImagesBackfill from './20261202_0037_post_draft_images_backfill';
import * as pushDeviceSessions from './20261202_0038_push_device_sessions';
import * as alarmSources from './20261202_0039_alarm_sources';
import * as attachmentDownloads from './20261202_0040_attachment_downloads';
import * as alarmUnreadIndex from './20261203_0041_alarm_unread_index';
import * as donationReceiptVoids from './20261203_0042_donation_receipt_voids';
import * as donationsPaidIndex from './20261203_0043_donations_paid_index';
import * as reportCopies from './20261203_0044_report_copies';

/**
 * Every migration, in order. Listed here (not discovered on disk) so the same code runs under tsx,
 * vitest and any bundler. Once merged, a migration never changes: add a new file instead.
 */
const migrations: Record<string, Knex.Migration> = {
  '20261122_0001_members': members,
  '20261122_0002_alarms': alarms,
  '20261122_0003_boards': boards,
  '20261122_0004_surveys': surveys,
  '20261122_0005_site': site,
  '20261122_0006_campaigns': campaigns,
  '20261122_0007_accounts': accounts,
  '20261122_0009_board_activity': boardActivity,
  '20261122_0010_site_content': siteContent,
  '20261122_0011_certificates': certificates,
  '20261122_0012_audit_log': auditLog,
  '20261122_0014_certificate_revoke_reason': certificateRevokeReason,
  '20261122_0015_deleted_content_index': deletedContentIndex,
  '20261122_0016_email_exact': emailExact,
  '20261122_0017_participation_lifecycle': participationLifecycle,
  '20261122_0018_popup_hide_per_popup': popupHidePerPopup,
  '20261122_0019_withdrawal': withdrawal,
  '20261122_0020_post_drafts': postDrafts,
  '20261122_0021_profile_visibility': profileVisibility,
  '20261122_0022_search_index': searchIndex,
  '20261122_0023_campaign_waitlist': campaignWaitlist,
  '20261122_0024_attendance': attendance,
  '20261122_0025_push_outbox': pushOutbox,
  '20261122_0026_notification_settings': notificationSettings,
  '20261122_0028_donations': donations,
  '20261122_0029_donation_receipts': donationReceipts,
  '20261126_0027_push_night_hold': pushNightHold,
  '20261126_0030_pledge_claims': pledgeClaims,
  '20261126_0031_virtual_accounts': virtualAccounts,
  '20261126_0032_search_tokens': searchTokens,
  '20261129_0033_certify_revoked': certifyRevoked,
  '20261129_0034_alarm_fanouts': alarmFanouts,
  '20261130_0035_alarm_fanout_pushes': alarmFanoutPushes,
  '20261202_0036_post_draft_images': postDraftImages,
  '20261202_0037_post_draft_images_backfill': postDraftImagesBackfill,
  '20261202_0038_push_device_sessions': pushDeviceSessions,
  '20261202_0039_alarm_sources': alarmSources,
  '20261202_0040_attachment_downloads': attachmentDownloads,
  '20261203_0041_alarm_unread_index': alarmUnreadIndex,
  '20261203_0042_donation_receipt_voids': donationReceiptVoids,
  '20261203_0043_donations_paid_index': donationsPaidIndex,
  '20261203_0044_report_copies': reportCopies,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
