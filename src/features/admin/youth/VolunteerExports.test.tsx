// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { campaignOf } from '@/test/youthFixtures';
import VolunteerExports from './VolunteerExports';

const operator = signedIn({ id: 1, name: '운영자', power: 1, type: 1 });
const member = { id: 9, name: '이다온', email: 'champ@nanum.example', type: 2, typeLabel: '청소년 챔프단', cardinal: 1, teamName: '1팀', divisionName: '청소년본부' };

describe('the exports for a 1365 registration', () => {
  it('offers a campaign’s, a member’s and a cohort’s served time as .xlsx and CSV once each is chosen', async () => {
    fakeApi({
      'GET /api/youth/teams': { body: { status: 200, data: [{ team: 4, teamName: '1팀 환경', teamImage: null, division: 1, divisionName: '청소년본부', sort: 0 }] } },
      'GET /api/youth/divisions': { body: { status: 200, data: [{ id: 1, name: '청소년본부', sort: 0 }] } },
    });
    const { events } = renderWithStore(<VolunteerExports campaigns={[campaignOf()]} member={member} />, { user: operator });
    expect(screen.queryByRole('link', { name: '캠페인 실적 엑셀(.xlsx) 내려받기' })).toBeNull();
    await events.selectOptions(screen.getByLabelText('캠페인별'), '연탄 나눔 (2099-12-01)');
    expect(screen.getByRole('link', { name: '캠페인 실적 엑셀(.xlsx) 내려받기' }).getAttribute('href')).toBe('/api/youth/exports/campaigns/7?format=xlsx');
    expect(screen.getByRole('link', { name: '이다온 실적 CSV 내려받기' }).getAttribute('href')).toBe('/api/youth/exports/members/9?format=csv');

    expect(screen.getByText('기수, 팀 또는 본부 중 하나를 선택해주세요.')).toBeDefined();
    await events.type(screen.getByLabelText('기수'), '3');
    await events.selectOptions(await screen.findByLabelText('팀'), '1팀 환경');
    expect(screen.getByRole('link', { name: '기수·팀·본부 실적 CSV 내려받기' }).getAttribute('href')).toBe('/api/youth/exports/cohort?cardinal=3&teamId=4&format=csv');
  });
});
