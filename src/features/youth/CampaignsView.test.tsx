// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@nanum/shared/entities';
import type { Campaign, Participation } from '@nanum/shared/youthEntities';
import { PARTICIPATION_DONE, YOUTH_MESSAGES } from '@nanum/shared/youthMessages';
import { fakeApi, type FakeRoutes } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { divisions, signedIn } from '@/test/signedIn';
import CampaignsView from './CampaignsView';
import { campaignOf, participationOf } from '@/test/youthFixtures';

const champ = signedIn({ type: 2 });
const operator = signedIn({ id: 1, name: '운영자', power: 1, type: 1 });

/** The campaigns page; GET /api/youth/campaigns answers `listed()` at each load. */
function openCampaigns(listed: () => Campaign[], routes: FakeRoutes = {}, viewer?: User) {
  const api = fakeApi({
    'GET /api/youth/campaigns': () => ({ body: { status: 200, data: listed() } }),
    'GET /api/youth/participations/pending': { body: { status: 200, data: [] } },
    'GET /api/youth/divisions': { body: { status: 200, data: divisions } },
    ...routes,
  });
  return { ...renderWithStore(<CampaignsView />, viewer ? { user: viewer } : {}), api };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the campaigns page', () => {
  it('lets a champ member apply and then withdraw, the card following the server', async () => {
    let myStatus: Campaign['myStatus'] = null;
    const { events, api } = openCampaigns(() => [campaignOf({ myStatus })], {
      'POST /api/youth/campaigns/7/apply': () => {
        myStatus = 'applied';
        return { body: { status: 200, message: YOUTH_MESSAGES.applied, data: campaignOf({ myStatus }) } };
      },
      'DELETE /api/youth/campaigns/7/apply': () => {
        myStatus = null;
        return { body: { status: 200, message: YOUTH_MESSAGES.cancelled, data: campaignOf() } };
      },
    }, champ);

    await events.click(await screen.findByRole('button', { name: '연탄 나눔 참여 신청' }));
    expect(await screen.findByText(YOUTH_MESSAGES.applied)).toBeDefined();
    expect(await within(card('연탄 나눔')).findByText('내 참여: 신청')).toBeDefined();
    expect(within(card('연탄 나눔')).queryByRole('button', { name: '연탄 나눔 참여 신청' })).toBeNull();

    await events.click(within(card('연탄 나눔')).getByRole('button', { name: '연탄 나눔 신청 취소' }));
    expect(await screen.findByText(YOUTH_MESSAGES.cancelled)).toBeDefined();
    expect(await within(card('연탄 나눔')).findByRole('button', { name: '연탄 나눔 참여 신청' })).toBeDefined();
    expect(api.sent.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/youth/campaigns/7/apply', 'DELETE /api/youth/campaigns/7/apply']);
  });

  it('shows a full campaign’s refusal in a red toast', async () => {
    const { events } = openCampaigns(() => [campaignOf()], { 'POST /api/youth/campaigns/7/apply': { status: 409, body: { status: 409, message: YOUTH_MESSAGES.deadlinePassed } } }, champ);
    await events.click(await screen.findByRole('button', { name: '연탄 나눔 참여 신청' }));
    expect((await screen.findByRole('alert')).textContent).toContain('신청 기간이 지났습니다.');
  });

  it('shows each campaign’s dates, place, hours and numbers, with no application after the end or once approved, and no withdrawal once under way', async () => {
    const list = () => [
      campaignOf(),
      campaignOf({ id: 8, name: '해변 정화', startDate: '2020-01-01', endDate: '2020-01-01', phase: 'ended' }),
      campaignOf({ id: 9, name: '도서 정리', myStatus: 'approved' }),
      campaignOf({ id: 10, name: '숲 가꾸기', phase: 'waitlist', placesLeft: 0, waitingCount: 3, myStatus: 'waiting', myWaitlistPosition: 2 }),
      campaignOf({ id: 11, name: '겨울 캠프', startDate: '2020-12-01', myStatus: 'applied' }),
    ];
    openCampaigns(list, {}, champ);
    expect(await within(await screen.findByRole('article', { name: '해변 정화' })).findByText('종료')).toBeDefined();
    expect(within(card('해변 정화')).queryByRole('button', { name: /참여 신청/ })).toBeNull();
    expect(within(card('도서 정리')).getByText('내 참여: 승인')).toBeDefined();
    expect(within(card('도서 정리')).queryByRole('button', { name: /신청/ })).toBeNull();
    expect(within(card('연탄 나눔')).getByText('2099-12-01 ~ 2099-12-02')).toBeDefined();
    expect(within(card('연탄 나눔')).getByText('승인 3명 / 정원 20명 · 진행 2명')).toBeDefined();
    // Each card's title is the campaign page's address, to open and to share.
    expect(within(card('연탄 나눔')).getByRole('link', { name: '연탄 나눔' }).getAttribute('href')).toBe('/youth/campaigns/7');
    expect(within(card('숲 가꾸기')).getByText('승인 3명 / 정원 20명 · 진행 2명 · 대기 3명 (내 대기 순번 2번)')).toBeDefined();
    expect(within(card('숲 가꾸기')).getByText('대기 접수 중')).toBeDefined();
    expect(within(card('숲 가꾸기')).getByRole('button', { name: '숲 가꾸기 신청 취소' })).toBeDefined();
    // Under way since its first day: the application stays, as the server keeps it.
    expect(within(card('겨울 캠프')).queryByRole('button', { name: '겨울 캠프 신청 취소' })).toBeNull();
    for (const text of ['모집 중', '청소년본부', '노원구', '4시간 30분']) expect(within(card('연탄 나눔')).getByText(text)).toBeDefined();
    expect(within(card('연탄 나눔')).queryByRole('button', { name: '연탄 나눔 수정' })).toBeNull();
  });

  it('shows a visitor the campaigns without an application button', async () => {
    openCampaigns(() => [campaignOf()]);
    expect(await screen.findByRole('article', { name: '연탄 나눔' })).toBeDefined();
    expect(screen.queryByRole('button', { name: '연탄 나눔 참여 신청' })).toBeNull();
    expect(screen.queryByRole('button', { name: '새 캠페인 등록' })).toBeNull();
  });

  it('lets an operator create a campaign, checked with the shared rules before it is sent', async () => {
    let created: Campaign[] = [];
    const { events, api } = openCampaigns(() => created, {
      'POST /api/youth/campaigns': ({ body }) => {
        created = [campaignOf({ ...(body as Partial<Campaign>), id: 12, canManage: true })];
        return { body: { status: 200, message: YOUTH_MESSAGES.campaignCreated, data: created[0] } };
      },
    }, operator);
    expect(await screen.findByText('등록된 캠페인이 없습니다.')).toBeDefined();
    await events.click(screen.getByRole('button', { name: '새 캠페인 등록' }));
    const dialog = await screen.findByRole('dialog', { name: '새 캠페인 등록' });
    const submit = () => events.click(within(dialog).getByRole('button', { name: '등록하기' }));

    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(YOUTH_MESSAGES.campaignNameRequired);
    await events.type(within(dialog).getByLabelText('캠페인 이름'), '숲 가꾸기');
    await events.type(within(dialog).getByLabelText('소개'), '나무를 심습니다.');
    await events.type(within(dialog).getByLabelText('시작일'), '2099-05-02');
    await events.type(within(dialog).getByLabelText('종료일'), '2099-05-01');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(YOUTH_MESSAGES.endBeforeStart);
    expect(api.to('POST /api/youth/campaigns')).toEqual([]);

    await events.clear(within(dialog).getByLabelText('종료일'));
    await events.type(within(dialog).getByLabelText('종료일'), '2099-05-03');
    await events.selectOptions(within(dialog).getByLabelText('담당 본부'), '환경본부');
    await events.type(within(dialog).getByLabelText('시작 시각'), '09:30');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(YOUTH_MESSAGES.timesTogether);
    await events.type(within(dialog).getByLabelText('종료 시각'), '13:00');
    await events.type(within(dialog).getByLabelText('신청 마감일 (비우면 활동 종료 전까지)'), '2099-04-30');
    await submit();
    expect(await screen.findByText(YOUTH_MESSAGES.campaignCreated)).toBeDefined();
    expect(api.to('POST /api/youth/campaigns').map((request) => request.body)).toEqual([
      {
        name: '숲 가꾸기', description: '나무를 심습니다.', place: '', startDate: '2099-05-02', endDate: '2099-05-03',
        startTime: '09:30', endTime: '13:00', applyDeadline: '2099-04-30', hours: 4, capacity: null, divisionId: 2,
      },
    ]);
    expect(await within(await screen.findByRole('article', { name: '숲 가꾸기' })).findByRole('button', { name: '숲 가꾸기 수정' })).toBeDefined();
  });
  it('after two quick steps in the queue shows the list after both, even when the first reload answers last', async () => {
    const states: Record<number, Participation['status']> = { 3: 'applied', 4: 'applied' };
    const queue = () => [participationOf({ id: 3, userName: '이다온', status: states[3] }), participationOf({ id: 4, userName: '김하늘', status: states[4] })];
    // The reload after the first step is slow: it answers the queue as it was then, after the second reload has answered.
    let heldAnswer: (() => void) | null = null;
    let reloads = 0;
    const { events } = openCampaigns(() => [campaignOf()], {
      'GET /api/youth/participations/pending': () => {
        reloads += 1;
        const answer = { body: { status: 200, data: queue() } };
        if (reloads !== 2) return answer;
        return new Promise((resolve) => (heldAnswer = () => resolve(answer)));
      },
      'PUT /api/youth/participations/3': () => ((states[3] = 'selected'), { body: { status: 200, message: PARTICIPATION_DONE.select, data: null } }),
      'PUT /api/youth/participations/4': () => ((states[4] = 'selected'), { body: { status: 200, message: PARTICIPATION_DONE.select, data: null } }),
    }, operator);

    await events.click(await screen.findByRole('button', { name: '이다온 연탄 나눔 선발' }));
    await events.click(screen.getByRole('button', { name: '김하늘 연탄 나눔 선발' }));
    // The second reload has answered: both selected.
    expect(await screen.findByRole('button', { name: '김하늘 연탄 나눔 참여 확인' })).toBeDefined();
    (heldAnswer as (() => void) | null)?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloads).toBe(3);
    expect(screen.queryByRole('button', { name: '김하늘 연탄 나눔 선발' })).toBeNull();
    expect(screen.getByRole('button', { name: '이다온 연탄 나눔 참여 확인' })).toBeDefined();
  });
});
