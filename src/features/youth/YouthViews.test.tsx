import { renderToStaticMarkup } from 'react-dom/server';
import { StoreProvider } from '@/store/StoreProvider';
import { describe, expect, it } from 'vitest';
import type { Campaign, Participation } from '@nanum/shared/youthEntities';
import type { User } from '@nanum/shared/entities';
import { makeStore } from '@/store/store';
import { setUser } from '@/store/userSlice';
import CampaignCard from './CampaignCard';
import PendingQueue from './PendingQueue';

const render = (node: React.ReactNode) => renderToStaticMarkup(<StoreProvider store={makeStore()}>{node}</StoreProvider>);
const noop = () => undefined;

const campaign: Campaign = {
  id: 7, name: '연탄 나눔', description: '연탄을 전달합니다.', place: '노원구', startDate: '2099-12-01', endDate: '2099-12-02', hours: 4.5, capacity: 20,
  divisionId: 1, divisionName: '청소년본부', approvedCount: 3, pendingCount: 2, myStatus: null, canManage: false,
};
const card = (overrides: Partial<Campaign>, canApply = true) =>
  render(<CampaignCard campaign={{ ...campaign, ...overrides }} canApply={canApply} onOpen={noop} onApply={noop} onWithdraw={noop} onEdit={noop} />);

describe('a campaign card', () => {
  it('shows dates, place, hours and participation, and offers 참여 신청 to a member who may apply', () => {
    const html = card({});
    for (const text of ['모집 중', '청소년본부', '2099-12-01 ~ 2099-12-02', '노원구', '4시간 30분', '승인 3명 / 정원 20명 · 대기 2명', '연탄 나눔 참여 신청']) expect(html).toContain(text);
    expect(html).not.toContain('수정');
  });

  it('offers no application to others, after the end, or twice', () => {
    expect(card({}, false)).not.toContain('참여 신청');
    expect(card({ startDate: '2020-01-01', endDate: '2020-01-01' })).toContain('종료');
    expect(card({ startDate: '2020-01-01', endDate: '2020-01-01' })).not.toContain('참여 신청');
    for (const [status, label] of [['applied', '내 참여: 신청'], ['selected', '내 참여: 선발']] as const) {
      const open = card({ myStatus: status });
      expect(open).toContain(label);
      expect(open).toContain('신청 취소');
      expect(open).not.toContain('aria-label="연탄 나눔 참여 신청"');
    }
    const approved = card({ myStatus: 'approved' });
    expect(approved).toContain('내 참여: 승인');
    expect(approved).not.toContain('신청 취소');
    expect(card({ myStatus: 'attended' })).not.toContain('신청 취소');
  });

  it('offers 수정 to its managers', () => {
    expect(card({ canManage: true })).toContain('aria-label="연탄 나눔 수정"');
  });
});

describe('the managers’ queue', () => {
  const participation: Participation = {
    id: 3, campaignId: 7, campaignName: '연탄 나눔', userId: 9, userName: '이다온', cohort: 1, teamName: '1팀 환경', status: 'applied', hours: 0, campaignHours: 4,
    campaignStartDate: '2020-12-01', campaignEndDate: '2020-12-01', campaignDivisionId: 1, reason: null, appliedAt: '2026-11-20T03:00:00.000Z',
  };
  const operator = { id: 1, name: '운영자', power: 1, certify: true, hidden: 0, division: null } as unknown as User;
  const queue = (list: Participation[], user: User | null = operator) => {
    const store = makeStore();
    if (user) store.dispatch(setUser(user));
    return renderToStaticMarkup(<StoreProvider store={store}><PendingQueue pending={list} onDecided={noop} /></StoreProvider>);
  };

  it('lists each participation with its state and the next steps the viewer may take', () => {
    const html = queue([participation, { ...participation, id: 4, userName: '김하늘', status: 'selected' }, { ...participation, id: 5, userName: '서포터', status: 'attended', hours: 3.5 }]);
    for (const text of ['처리할 참여 기록', '3건', '이다온', '1기 · 1팀 환경', '2020-12-01', '>신청<', '>선발<', '>참여 확인<', '3시간 30분']) expect(html).toContain(text);
    for (const label of ['이다온 연탄 나눔 선발', '이다온 연탄 나눔 반려', '김하늘 연탄 나눔 참여 확인', '김하늘 연탄 나눔 반려', '서포터 연탄 나눔 승인']) expect(html).toContain(`aria-label="${label}"`);
    // The hours served are typed before 참여 확인, prefilled with the campaign's hours.
    expect(html).toContain('aria-label="김하늘 인정 시간 (시간)"');
    expect(html).not.toContain('aria-label="이다온 연탄 나눔 승인"');
  });

  it('offers no confirmation or approval before the activity has ended', () => {
    const future = { ...participation, campaignStartDate: '2099-12-01', campaignEndDate: '2099-12-01' };
    const html = queue([{ ...future, status: 'selected' }, { ...future, id: 6, userName: '서포터', status: 'attended' }]);
    expect(html).not.toContain('참여 확인"');
    expect(html).not.toContain('승인"');
    expect(html).toContain('활동이 끝난 뒤 참여 확인');
  });

  it('shows a manager’s own record without any button', () => {
    const html = queue([{ ...participation, userId: operator.id, userName: '운영자', status: 'attended' }]);
    expect(html).toContain('본인 기록은 다른 운영진이 처리합니다.');
    expect(html).not.toContain('<button');
  });

  it('says so when nothing waits', () => {
    expect(queue([])).toContain('처리할 참여 기록이 없습니다.');
  });
});
