import { renderToStaticMarkup } from 'react-dom/server';
import { StoreProvider } from '@/store/StoreProvider';
import { describe, expect, it } from 'vitest';
import type { Campaign, Participation } from '@nanum/shared/youthEntities';
import { makeStore } from '@/store/store';
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
    const pending = card({ myStatus: 'pending' });
    expect(pending).toContain('내 신청: 승인 대기');
    expect(pending).toContain('신청 취소');
    expect(pending).not.toContain('aria-label="연탄 나눔 참여 신청"');
    expect(card({ myStatus: 'approved' })).toContain('내 신청: 승인');
  });

  it('offers 수정 to its managers', () => {
    expect(card({ canManage: true })).toContain('aria-label="연탄 나눔 수정"');
  });
});

describe('the pending queue', () => {
  const participation: Participation = {
    id: 3, campaignId: 7, campaignName: '연탄 나눔', userId: 9, userName: '이다온', cohort: 1, teamName: '1팀 환경', status: 'pending', hours: 0, campaignHours: 4, appliedAt: '2026-11-20T03:00:00.000Z',
  };

  it('lists each application with a labelled hours field prefilled with the campaign’s hours', () => {
    const html = render(<PendingQueue pending={[participation]} onDecided={noop} />);
    for (const text of ['승인 대기 중인 참여 신청', '1건', '이다온', '1기 · 1팀 환경', 'aria-label="이다온 인정 시간 (시간)"', 'value="4"', 'aria-label="이다온 연탄 나눔 승인"', 'aria-label="이다온 연탄 나눔 반려"']) {
      expect(html).toContain(text);
    }
  });

  it('says so when nothing waits', () => {
    expect(render(<PendingQueue pending={[]} onDecided={noop} />)).toContain('승인을 기다리는 참여 신청이 없습니다.');
  });
});
