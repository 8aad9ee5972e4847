import type { Campaign, Participation } from '@nanum/shared/youthEntities';

/** A campaign as GET /api/youth/campaigns presents it (open until 2099), changed by `overrides`. */
export const campaignOf = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 7, name: '연탄 나눔', description: '연탄을 전달합니다.', place: '노원구', startDate: '2099-12-01', endDate: '2099-12-02',
  startTime: '10:00', endTime: '16:00', applyDeadline: null, hours: 4.5, capacity: 20, placesLeft: 15, divisionId: 1, divisionName: '청소년본부',
  approvedCount: 3, pendingCount: 2, waitingCount: 0, phase: 'open', myStatus: null, myWaitlistPosition: null, canManage: false, ...overrides,
});

/** A participation as the managers' queue presents it (the activity ended in 2020), changed by `overrides`. */
export const participationOf = (overrides: Partial<Participation> = {}): Participation => ({
  id: 3, campaignId: 7, campaignName: '연탄 나눔', userId: 9, userName: '이다온', userDivisionId: 1, cohort: 1, teamName: '1팀 환경', status: 'applied', hours: 0, campaignHours: 4, attendedMinutes: null,
  campaignStartDate: '2020-12-01', campaignEndDate: '2020-12-01', campaignDivisionId: 1, reason: null, appliedAt: '2026-11-20T03:00:00.000Z', ...overrides,
});
