import { campaignPhase, placesLeft } from '@nanum/shared/campaignPage';
import { maskEmail } from '@nanum/shared/emailMask';
import { affiliationTypeLabel } from '@nanum/shared/codes';
import type { Campaign, ManagedMember, Participation } from '@nanum/shared/youthEntities';
import { minutesToHours, type ParticipationStatus } from '@nanum/shared/youthRules';
import type { CampaignRecord } from './campaign.repo';
import type { ManagedMemberRow } from './managedMember.repo';
import type { ParticipationRecord } from './participation.repo';

/** The viewer's own participation in a campaign: its state and, while waiting, its place in the waitlist. */
export interface ViewerParticipation {
  status: ParticipationStatus;
  waitlistPosition: number | null;
}

/** A campaign for a viewer: their own state and whether they manage it. */
export function presentCampaign(record: CampaignRecord, mine: ViewerParticipation | null, canManage: boolean, now: Date = new Date()): Campaign {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    place: record.place,
    startDate: record.startDate,
    endDate: record.endDate,
    startTime: record.startTime,
    endTime: record.endTime,
    applyDeadline: record.applyDeadline,
    hours: minutesToHours(record.creditMinutes),
    capacity: record.capacity,
    placesLeft: placesLeft(record.capacity, record.heldCount),
    divisionId: record.divisionId,
    divisionName: record.divisionName,
    approvedCount: record.approvedCount,
    pendingCount: record.pendingCount,
    waitingCount: record.waitingCount,
    phase: campaignPhase(record, record.heldCount, now),
    myStatus: mine?.status ?? null,
    myWaitlistPosition: mine?.waitlistPosition ?? null,
    canManage,
  };
}

/** A participation as a manager sees it: name, cohort and team only (never contact details), its state and its campaign's dates and times. */
export function presentParticipation(record: ParticipationRecord): Participation {
  return {
    id: record.id,
    campaignId: record.campaignId,
    campaignName: record.campaignName,
    userId: record.userId,
    userName: record.userName,
    userDivisionId: record.userDivisionId,
    cohort: record.cardinal,
    teamName: record.teamName,
    status: record.status,
    hours: minutesToHours(record.creditMinutes),
    campaignHours: minutesToHours(record.campaignMinutes),
    attendedMinutes: record.attendedMinutes,
    campaignStartDate: record.campaignStartDate,
    campaignEndDate: record.campaignEndDate,
    campaignStartTime: record.campaignStartTime,
    campaignEndTime: record.campaignEndTime,
    campaignDivisionId: record.campaignDivisionId,
    reason: record.reviseReason,
    appliedAt: record.appliedAt,
  };
}

/** A member a manager may enrol: name, email (masked for managers whose role does not need it), type, cohort, team and division. */
export function presentManagedMember(row: ManagedMemberRow, showEmail: boolean): ManagedMember {
  return {
    id: row.id,
    name: row.name,
    email: showEmail ? row.email : maskEmail(row.email),
    type: row.type,
    typeLabel: affiliationTypeLabel(row.type) ?? '',
    cardinal: row.cardinal,
    teamName: row.team_name,
    divisionName: row.division_name,
  };
}
