// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteToday } from '@nanum/shared/timeZone';
import { YOUTH_MESSAGES } from '@nanum/shared/youthMessages';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import type { Campaign } from '@nanum/shared/youthEntities';
import { campaignOf } from '@/test/youthFixtures';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import CampaignPageView from './CampaignPageView';

const champ = signedIn({ type: 2 });
const full = campaignOf({ capacity: 5, placesLeft: 0, phase: 'waitlist', applyDeadline: '2099-11-30', place: '노원구 중계동 104' });

describe('a campaign page', () => {
  it('shows when, where (with map searches), places left, the deadline and who may apply', () => {
    renderWithStore(<CampaignPageView campaign={campaignOf({ placesLeft: 15, place: '노원구 중계동 104' })} />, { user: champ });
    expect(screen.getByRole('heading', { level: 1, name: '연탄 나눔' })).toBeDefined();
    expect(screen.getByText('2099-12-01 (화) 10:00 ~ 2099-12-02 (수) 16:00')).toBeDefined();
    expect(screen.getByText('· 남은 자리 15명', { exact: false })).toBeDefined();
    expect(screen.getByText('활동 종료 전까지')).toBeDefined();
    expect(screen.getByText('청소년 챔프단, 서포터즈, KSCV 회원')).toBeDefined();
    expect(screen.getByRole('link', { name: '카카오맵에서 보기 (새 창)' }).getAttribute('href')).toBe('https://map.kakao.com/?q=%EB%85%B8%EC%9B%90%EA%B5%AC%20%EC%A4%91%EA%B3%84%EB%8F%99%20104');
    expect(screen.getByRole('button', { name: '참여 신청하기' })).toBeDefined();
  });

  it('puts a member on the waitlist of a full campaign and shows their place, then lets them leave it', async () => {
    const api = fakeApi({
      'POST /api/youth/campaigns/7/apply': { body: { status: 200, message: YOUTH_MESSAGES.waitlisted, data: { ...full, myStatus: 'waiting', myWaitlistPosition: 3, waitingCount: 3 } } },
      'DELETE /api/youth/campaigns/7/apply': { body: { status: 200, message: YOUTH_MESSAGES.cancelled, data: { ...full, waitingCount: 2 } } },
    });
    const { events } = renderWithStore(<CampaignPageView campaign={full} />, { user: champ });
    expect(screen.getByText('2099-11-30 (월)까지')).toBeDefined();
    await events.click(screen.getByRole('button', { name: '대기자로 신청하기' }));
    expect(await screen.findByText('대기 순번 3번 · 자리가 나면 알림으로 알려드립니다.')).toBeDefined();
    expect(await screen.findByText(YOUTH_MESSAGES.waitlisted)).toBeDefined();
    await events.click(screen.getByRole('button', { name: '대기 취소' }));
    expect(await screen.findByRole('button', { name: '대기자로 신청하기' })).toBeDefined();
    expect(api.to('POST /api/youth/campaigns/7/apply')).toHaveLength(1);
    expect(api.to('DELETE /api/youth/campaigns/7/apply')).toHaveLength(1);
  });

  it('keeps 참여 신청하기 focusable while it is sent, sends it once, and gives the focus to 신청 취소, which replaces it', async () => {
    const open = campaignOf({ placesLeft: 15 });
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      'POST /api/youth/campaigns/7/apply': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
      'DELETE /api/youth/campaigns/7/apply': { body: { status: 200, message: YOUTH_MESSAGES.cancelled, data: open } },
    });
    const { events } = renderWithStore(<CampaignPageView campaign={open} />, { user: champ });
    const apply = screen.getByRole('button', { name: '참여 신청하기' });
    await pressWhileBusy(events, apply);
    answer({ body: { status: 200, message: YOUTH_MESSAGES.applied, data: { ...open, myStatus: 'applied' } } });
    const withdraw = await screen.findByRole('button', { name: '신청 취소' });
    await waitFor(() => expect(document.activeElement).toBe(withdraw));
    expect(api.to('POST /api/youth/campaigns/7/apply')).toHaveLength(1);

    await events.click(withdraw);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '참여 신청하기' })));
  });

  it('offers no withdrawal once the activity has started (the server refuses it too)', () => {
    const { unmount } = renderWithStore(<CampaignPageView campaign={campaignOf({ myStatus: 'selected' })} />, { user: champ });
    expect(screen.getByRole('button', { name: '신청 취소' })).toBeDefined();
    unmount();
    renderWithStore(<CampaignPageView campaign={campaignOf({ startDate: '2020-12-01', myStatus: 'selected' })} />, { user: champ });
    expect(screen.getByText('내 참여: 선발')).toBeDefined();
    expect(screen.queryByRole('button', { name: '신청 취소' })).toBeNull();
  });

  it('leads a selected member to 출석 체크 on the activity’s day, and nobody else, nor on another day', () => {
    const today = siteToday();
    const ofToday = (myStatus: Campaign['myStatus']) => campaignOf({ startDate: today, endDate: today, phase: 'closed', myStatus });
    const { unmount } = renderWithStore(<CampaignPageView campaign={ofToday('selected')} />, { user: champ });
    expect(screen.getByRole('link', { name: '출석 체크하기' }).getAttribute('href')).toBe('/youth/attendance');
    unmount();
    for (const campaign of [ofToday('applied'), ofToday('attended'), ofToday(null), campaignOf({ myStatus: 'selected' })]) {
      const view = renderWithStore(<CampaignPageView campaign={campaign} />, { user: champ });
      expect(screen.queryByRole('link', { name: '출석 체크하기' }), `${campaign.startDate} ${campaign.myStatus}`).toBeNull();
      view.unmount();
    }
  });

  it('offers a visitor the login, and tells a member who may not apply why', () => {
    const { unmount } = renderWithStore(<CampaignPageView campaign={full} />);
    expect(screen.getByRole('button', { name: '로그인하고 신청하기' })).toBeDefined();
    unmount();
    renderWithStore(<CampaignPageView campaign={full} />, { user: signedIn({ type: 0 }) });
    expect(screen.getByText('청소년 챔프단, 서포터즈, KSCV 회원만 신청할 수 있습니다.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /신청하기/ })).toBeNull();
  });
});
