import { describe, expect, it } from 'vitest';
import { cohortExportQuerySchema, exportCells, exportPath, VOLUNTEER_EXPORT_COLUMNS } from './volunteerExport';

describe('volunteer exports', () => {
  it('puts the 1365 bulk registration columns first, in its order', () => {
    expect(VOLUNTEER_EXPORT_COLUMNS.slice(0, 9).map((column) => column.header)).toEqual(['성명', '생년월일', '휴대전화', '활동명', '활동장소', '활동일', '시작시간', '종료시간', '봉사시간(분)']);
  });
  it('writes a row as text, blanks for what is unknown', () => {
    const row = { name: '이다온', birthday: null, phone: null, activityName: '연탄 나눔', place: '', startDate: '2026-11-07', endDate: '2026-11-08', startTime: null, endTime: null, servedMinutes: 95, countedMinutes: 95, cohort: 0, teamName: null, status: 'attended' as const };
    expect(exportCells(row)).toEqual(['이다온', '', '', '연탄 나눔', '', '2026-11-07', '', '', '95', '2026-11-08', '95', '', '', '참여 확인']);
  });
  it('addresses each export and asks a cohort for one filter', () => {
    expect(exportPath({ campaignId: 4 }, 'xlsx')).toBe('/api/youth/exports/campaigns/4?format=xlsx');
    expect(exportPath({ userId: 9 }, 'csv')).toBe('/api/youth/exports/members/9?format=csv');
    expect(exportPath({ cardinal: 3, teamId: undefined, divisionId: 2 }, 'csv')).toBe('/api/youth/exports/cohort?cardinal=3&divisionId=2&format=csv');
    expect(cohortExportQuerySchema.safeParse({ format: 'csv' }).error?.issues[0]?.message).toBe('기수, 팀 또는 본부 중 하나를 선택해주세요.');
    expect(cohortExportQuerySchema.parse({ teamId: '5' })).toEqual({ teamId: 5, format: 'xlsx' });
  });
});
