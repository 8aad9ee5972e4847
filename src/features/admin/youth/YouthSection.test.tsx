// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagedMember, MemberCertificate } from '@nanum/shared/youthEntities';
import { PARTICIPATION_DONE } from '@nanum/shared/youthMessages';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { organisationRoutes, signedIn } from '@/test/signedIn';
import { campaignOf, participationOf } from '@/test/youthFixtures';
import YouthSection from './YouthSection';

const operator = signedIn({ id: 1, name: '운영자', power: 1, type: 1 });
const member: ManagedMember = { id: 9, name: '이다온', email: 'champ@nanum.example', type: 2, typeLabel: '청소년 챔프단', cardinal: 1, teamName: '1팀 환경', divisionName: '청소년본부' };
const certificate: MemberCertificate = {
  number: 'NANUM-2026-000123', state: 'genuine', issuedAt: '2026-11-20T03:00:00.000Z', revokedAt: null, revokeReason: null, totalMinutes: 240, campaigns: 1,
  path: '/api/youth/certificates/NANUM-2026-000123/file',
};

/** The youth section as an operator sees it: one ended campaign with 이다온's approved record, and one certificate showing it. */
function openSection() {
  const campaign = campaignOf({ startDate: '2020-12-01', endDate: '2020-12-01', phase: 'ended', canManage: true });
  const approved = participationOf({ status: 'approved', hours: 4 });
  let corrected = false;
  const api = fakeApi({
    ...organisationRoutes,
    'GET /api/youth/campaigns': { body: { status: 200, data: [campaign] } },
    'GET /api/youth/participations/pending': { body: { status: 200, data: [] } },
    'GET /api/youth/members': { body: { status: 200, data: { list: [member], total: 1, page: 1, pageSize: 20 } } },
    'GET /api/youth/campaigns/7': () => ({ body: { status: 200, data: { ...campaign, participations: [{ ...approved, hours: corrected ? 3 : 4 }] } } }),
    'GET /api/youth/certificates/user/9': () => ({
      body: { status: 200, data: [corrected ? { ...certificate, state: 'corrected', revokedAt: '2026-11-21T03:00:00.000Z', revokeReason: '출석부 재확인' } : certificate] },
    }),
    'PUT /api/youth/participations/3': () => {
      corrected = true;
      return { body: { status: 200, message: PARTICIPATION_DONE.correct, data: { ...approved, hours: 3 } } };
    },
  });
  return { ...renderWithStore(<YouthSection />, { user: operator }), api };
}

describe('the youth section', () => {
  it('shows a certificate as 정정됨, without 폐기, once the record it shows has been corrected', async () => {
    const { events, api } = openSection();
    await events.selectOptions(await screen.findByLabelText('캠페인'), '연탄 나눔 (2020-12-01 · 청소년본부)');
    await events.click(await screen.findByRole('button', { name: '이다온 활동 확인서 보기' }));
    const panel = await screen.findByRole('region', { name: '이다온님의 활동 확인서' });
    const row = await within(panel).findByRole('row', { name: /NANUM-2026-000123/ });
    expect(within(row).getByText('유효')).toBeDefined();
    expect(within(row).getByRole('button', { name: 'NANUM-2026-000123 폐기' })).toBeDefined();

    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 정정' }));
    const dialog = await screen.findByRole('dialog', { name: '참여 기록 정정' });
    await events.clear(within(dialog).getByLabelText('정정할 인정 시간 (시간)'));
    await events.type(within(dialog).getByLabelText('정정할 인정 시간 (시간)'), '3');
    await events.type(within(dialog).getByLabelText('정정 사유'), '출석부 재확인');
    await events.click(within(dialog).getByRole('button', { name: '정정하기' }));
    expect(await screen.findByText(PARTICIPATION_DONE.correct)).toBeDefined();

    expect(await within(panel).findByText('정정됨 2026-11-21')).toBeDefined();
    expect(within(panel).getByText('출석부 재확인')).toBeDefined();
    expect(within(panel).queryByRole('button', { name: /폐기/ })).toBeNull();
    expect(api.to('GET /api/youth/certificates/user/9')).toHaveLength(2);
  });

  it('points the member export to the 확인서 button of the member list above it', async () => {
    const { events } = openSection();
    const finder = await screen.findByRole('region', { name: /참여 회원 찾기/ });
    const exports = screen.getByRole('region', { name: '봉사 실적 내려받기 (1365 일괄 등록용)' });
    expect(finder.compareDocumentPosition(exports) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(exports).getByText('위 ‘참여 회원 찾기’ 목록에서 회원의 확인서 버튼을 누르면 그 회원의 실적을 내려받을 수 있습니다.')).toBeDefined();

    const button = await within(finder).findByRole('button', { name: '이다온 활동 확인서 보기' });
    expect(button.textContent).toBe('확인서');
    await events.click(button);
    expect(within(exports).getByRole('link', { name: '이다온 실적 CSV 내려받기' })).toBeDefined();
  });

  it("shows the certificate's state as it is now once a revocation is refused because someone else changed it", async () => {
    let revokedElsewhere = false;
    const api = fakeApi({
      ...organisationRoutes,
      'GET /api/youth/campaigns': { body: { status: 200, data: [] } },
      'GET /api/youth/participations/pending': { body: { status: 200, data: [] } },
      'GET /api/youth/members': { body: { status: 200, data: { list: [member], total: 1, page: 1, pageSize: 20 } } },
      'GET /api/youth/certificates/user/9': () => ({
        body: { status: 200, data: [revokedElsewhere ? { ...certificate, state: 'revoked', revokedAt: '2026-11-22T03:00:00.000Z', revokeReason: '중복 발급' } : certificate] },
      }),
      'PUT /api/youth/certificates/NANUM-2026-000123/revoke': () => {
        revokedElsewhere = true;
        return { status: 409, body: { status: 409, message: '이미 폐기된 활동 확인서입니다.' } };
      },
    });
    const { events } = renderWithStore(<YouthSection />, { user: operator });
    await events.click(await screen.findByRole('button', { name: '이다온 활동 확인서 보기' }));
    const panel = await screen.findByRole('region', { name: '이다온님의 활동 확인서' });
    await events.click(await within(panel).findByRole('button', { name: 'NANUM-2026-000123 폐기' }));
    const dialog = await screen.findByRole('dialog', { name: '활동 확인서 폐기' });
    await events.type(within(dialog).getByLabelText('폐기 사유', { exact: false }), '발급 오류');
    await events.click(within(dialog).getByRole('button', { name: '폐기' }));
    expect(await within(dialog).findByText('이미 폐기된 활동 확인서입니다.')).toBeDefined();
    await events.click(within(dialog).getByRole('button', { name: '취소' }));

    expect(await within(panel).findByText('폐기 2026-11-22')).toBeDefined();
    expect(within(panel).queryByRole('button', { name: /폐기$/ })).toBeNull();
    expect(api.to('GET /api/youth/certificates/user/9')).toHaveLength(2);
  });
});
