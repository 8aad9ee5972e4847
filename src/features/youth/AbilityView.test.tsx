// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_VISIBILITY_MESSAGES } from '@nanum/shared/profileMessages';
import type { Ability } from '@nanum/shared/youthEntities';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import AbilityView from './AbilityView';

const OWNER = 4;

/** The answer of GET /api/youth/ability/4, with one approved campaign, changed by `overrides`. */
function abilityOf(overrides: Partial<Ability> = {}): Ability {
  return {
    member: { id: OWNER, name: '최챔프', image: null, gender: 2, cardinal: 1, rank: 2, type: 2, mbti: 13, teamName: '1팀 환경', teamImage: null, divisionName: '청소년본부' },
    campaigns: [{ name: '연탄 나눔', place: '서울특별시', startDate: '2026-01-10', endDate: '2026-01-10', minutes: 90 }],
    totals: { campaigns: 1, minutes: 90, servedMinutes: 90, schoolHours: 1, dailyCapMinutes: 480 },
    trophy: { tier: 'none', next: { tier: 'bronze', remaining: 13, threshold: 14 }, previousThreshold: 0 },
    monthly: [{ month: '2026-01', minutes: 90 }],
    masked: [],
    ...overrides,
  };
}

function openAbility(ability: Ability) {
  fakeApi({ [`GET /api/youth/ability/${OWNER}`]: { body: { status: 200, data: ability } } });
  return renderWithStore(<AbilityView userId={OWNER} />, { user: signedIn({ id: 10 }), preloadedState: { session: { loaded: true } } });
}

const fact = (label: string) => within(screen.getByRole('region', { name: '회원 카드' })).getByText(label).closest('li')?.textContent;

describe('the ability page and what the owner keeps 비공개', () => {
  it('shows every masked value as 비공개, the activity as one notice, and the neutral picture', async () => {
    openAbility(abilityOf({
      member: { id: OWNER, name: '최챔프', image: null, gender: 0, cardinal: 0, rank: 0, type: 0, mbti: 0, teamName: null, teamImage: null, divisionName: null },
      campaigns: [],
      totals: { campaigns: 0, minutes: 0, servedMinutes: 0, schoolHours: 0, dailyCapMinutes: 480 },
      monthly: [],
      masked: ['gender', 'cardinal', 'rank', 'type', 'mbti', 'teamName', 'teamImage', 'divisionName', 'campaigns'],
    }));
    expect(await screen.findByText('최챔프님의 활동 기록')).toBeDefined();
    for (const label of ['기수', '팀', '등급', 'MBTI']) expect(fact(label)).toBe(`${label}비공개`);
    expect(screen.getByText(PROFILE_VISIBILITY_MESSAGES.activityHidden)).toBeDefined();
    // No zero totals, empty chart or "no campaigns yet" that would read as facts.
    for (const absent of ['활동 요약', '참여한 캠페인', '승인된 캠페인 참여가 아직 없습니다.']) expect(screen.queryByText(absent)).toBeNull();
    expect(screen.getByRole('img', { name: '최챔프님의 프로필 이미지' }).getAttribute('src')).toBe('/images/profile/default-unknown.svg');
  });

  it('shows what is open as before, and closes only the parts named', async () => {
    openAbility(abilityOf({ member: { ...abilityOf().member, gender: 0, mbti: 0 }, masked: ['gender', 'mbti'] }));
    expect(await screen.findByText('최챔프님의 활동 기록')).toBeDefined();
    expect(fact('기수')).toBe('기수1기');
    expect(fact('팀')).toBe('팀청소년본부 1팀 환경');
    expect(fact('MBTI')).toBe('MBTI비공개');
    expect(screen.getByText('연탄 나눔')).toBeDefined();
    expect(screen.getByTestId('campaign-count').textContent).toBe('1회');
    expect(screen.getByRole('img', { name: '최챔프님의 프로필 이미지' }).getAttribute('src')).toBe('/images/profile/default-unknown.svg');
  });

  it('names the trophy progress bar itself, and lets a keyboard reach the scrolling campaign timeline', async () => {
    openAbility(abilityOf());
    const bar = await screen.findByRole('progressbar', { name: '다음 트로피까지 진행률' });
    expect(bar.classList.contains('progress-bar')).toBe(true);
    const timeline = screen.getByRole('list', { name: '참여한 캠페인 타임라인' });
    expect(timeline.tabIndex).toBe(0);
  });

  it('shows the owner and operators the default picture of the gender when nothing is masked', async () => {
    openAbility(abilityOf());
    expect((await screen.findByRole('img', { name: '최챔프님의 프로필 이미지' })).getAttribute('src')).toBe('/images/profile/default-female.svg');
    expect(screen.queryByText('비공개')).toBeNull();
  });
});
