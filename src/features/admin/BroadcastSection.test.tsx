// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { fakeApi, fakeConfirm, type FakeAnswer, type FakeRoutes } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { organisationRoutes, signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import BroadcastSection from './BroadcastSection';

/** Recipients per audience ("target:value", ":광고" for those of them who agreed to 광고성 정보), as GET /api/admin/alarm/recipients counts them. */
const COUNTS: Record<string, number> = { 'all:': 120, 'all::광고': 30, 'division:1': 12, 'division:2': 0, 'cardinal:3': 8 };
const countOf = (target: string | null, value: unknown, promotional = false) => COUNTS[`${target}:${value ?? ''}${promotional ? ':광고' : ''}`] ?? 0;

function openSection(confirmed = true, routes: FakeRoutes = {}) {
  const api = fakeApi({
    ...organisationRoutes,
    'GET /api/admin/alarm/recipients': (request) => ({
      body: { status: 200, data: { count: countOf(request.query.get('target'), request.query.get('value'), request.query.get('promotional') === '1') } },
    }),
    'POST /api/admin/alarm': ({ body }) => {
      const { target, value } = body as { target: string; value?: number };
      const count = countOf(target, value);
      return { body: { status: 200, message: ADMIN_MESSAGES.broadcastSent(count), data: { count } } };
    },
    ...routes,
  });
  const confirm = fakeConfirm(confirmed);
  const view = renderWithStore(<BroadcastSection />, { user: signedIn({ power: 1 }) });
  return { ...view, api, confirm };
}

describe('the broadcast form', () => {
  it('counts a chosen division, asks before sending to that many, and sends to that division', async () => {
    const { events, api, confirm } = openSection();
    expect((await screen.findByText('받는 사람: 120명')).getAttribute('role')).toBe('status');

    await events.selectOptions(screen.getByLabelText('받는 사람'), '본부별');
    expect(screen.getByText('받는 사람을 고르면 인원이 표시됩니다.')).toBeDefined();
    await events.selectOptions(screen.getByLabelText('본부'), await screen.findByRole('option', { name: '청소년본부' }));
    expect(await screen.findByText('받는 사람: 12명')).toBeDefined();

    await events.type(screen.getByLabelText('제목'), '봉사 일정 안내');
    await events.type(screen.getByLabelText('이동 주소 (사이트 안, 선택)'), '/youth');
    await events.click(screen.getByRole('button', { name: '알림 보내기' }));

    expect(confirm).toHaveBeenCalledWith('12명에게 알림을 보내시겠습니까?');
    expect(api.to('POST /api/admin/alarm').map((request) => request.body)).toEqual([
      { title: '봉사 일정 안내', subTitle: '', description: '', href: '/youth', target: 'division', value: 1, promotional: false },
    ]);
    expect(await screen.findByText(ADMIN_MESSAGES.broadcastSent(12))).toBeDefined();
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('받는 사람') as HTMLSelectElement).value).toBe('all');
  });

  it('marks a broadcast 광고성 정보 when the operator ticks it, counting only those who agreed', async () => {
    const { events, api, confirm } = openSection();
    await screen.findByText('받는 사람: 120명');
    await events.type(screen.getByLabelText('제목'), '후원의 밤 초대');
    await events.click(screen.getByRole('checkbox', { name: '광고성 정보 (후원 모집·행사 홍보 등)' }));
    expect(await screen.findByText('받는 사람: 30명')).toBeDefined();
    await events.click(screen.getByRole('button', { name: '알림 보내기' }));
    expect(confirm).toHaveBeenCalledWith('30명에게 알림을 보내시겠습니까?');
    expect(api.to('POST /api/admin/alarm').map((request) => request.body)).toEqual([
      { title: '후원의 밤 초대', subTitle: '', description: '', href: '', target: 'all', promotional: true },
    ]);
  });

  it('keeps 알림 보내기 focusable while the alarm is sent (aria-disabled, not disabled), asking and sending once', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { events, api, confirm } = openSection(true, { 'POST /api/admin/alarm': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    await screen.findByText('받는 사람: 120명');
    await events.type(screen.getByLabelText('제목'), '전체 공지');
    const send = screen.getByRole('button', { name: '알림 보내기' }) as HTMLButtonElement;
    await pressWhileBusy(events, send);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.to('POST /api/admin/alarm')).toHaveLength(1);

    answer({ body: { status: 200, message: ADMIN_MESSAGES.broadcastSent(120), data: { count: 120 } } });
    expect(await screen.findByText(ADMIN_MESSAGES.broadcastSent(120))).toBeDefined();
    expect(send.hasAttribute('aria-disabled')).toBe(false);
    expect(api.to('POST /api/admin/alarm')).toHaveLength(1);
  });

  it('will not send to an audience of nobody', async () => {
    const { events } = openSection();
    await events.selectOptions(screen.getByLabelText('받는 사람'), '본부별');
    await events.selectOptions(screen.getByLabelText('본부'), await screen.findByRole('option', { name: '환경본부' }));
    expect(await screen.findByText('받는 사람: 0명')).toBeDefined();
    expect((screen.getByRole('button', { name: '알림 보내기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { events, api } = openSection(false);
    await screen.findByText('받는 사람: 120명');
    await events.type(screen.getByLabelText('제목'), '전체 공지');
    await events.click(screen.getByRole('button', { name: '알림 보내기' }));
    expect(api.to('POST /api/admin/alarm')).toEqual([]);
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('전체 공지');
  });

  it('counts a cohort typed as a number', async () => {
    const { events, api } = openSection();
    await events.selectOptions(screen.getByLabelText('받는 사람'), '기수별');
    await events.type(screen.getByLabelText('기수'), '3');
    expect(await screen.findByText('받는 사람: 8명')).toBeDefined();
    expect(api.to('GET /api/admin/alarm/recipients').at(-1)!.query.toString()).toBe('target=cardinal&value=3');
  });
});
