// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PARTICIPATION_DONE, YOUTH_MESSAGES } from '@nanum/shared/youthMessages';
import type { Participation } from '@nanum/shared/youthEntities';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import ParticipationActions from './ParticipationActions';
import PendingQueue from './PendingQueue';
import { participationOf } from '@/test/youthFixtures';

const operator = signedIn({ id: 1, name: '운영자', power: 1 });

/** The queue as an operator sees it; PUT /api/youth/participations/:id answers each step as done. */
function openQueue(list: Participation[]) {
  const api = fakeApi(
    Object.fromEntries(
      list.map((participation) => [
        `PUT /api/youth/participations/${participation.id}`,
        ({ body }: { body: unknown }) => ({ body: { status: 200, message: PARTICIPATION_DONE[(body as { action: keyof typeof PARTICIPATION_DONE }).action], data: participation } }),
      ]),
    ),
  );
  const onDecided = vi.fn();
  const view = renderWithStore(<PendingQueue pending={list} onDecided={onDecided} />, { user: operator });
  return { ...view, api, onDecided };
}

const entry = (name: string) => screen.getByRole('listitem', { name: `${name} · 연탄 나눔` });

describe('the managers’ queue', () => {
  it('lists each participation with its state and only the next steps the viewer may take', () => {
    openQueue([participationOf(), participationOf({ id: 4, userName: '김하늘', status: 'selected' }), participationOf({ id: 5, userName: '서포터', status: 'attended', hours: 3.5 })]);
    expect(screen.getByRole('heading', { name: '처리할 참여 기록 3건' })).toBeDefined();
    const buttons = (name: string) => within(entry(name)).getAllByRole('button').map((button) => button.textContent);
    expect(buttons('이다온')).toEqual(['선발', '반려']);
    expect(buttons('김하늘')).toEqual(['참여 확인', '반려']);
    expect(buttons('서포터')).toEqual(['승인']);
    expect(within(entry('서포터')).getByText('3시간 30분')).toBeDefined();
    expect(within(entry('이다온')).getByText(/1기 · 1팀 환경/)).toBeDefined();
  });

  it('selects an applicant and tells the page to reload', async () => {
    const { events, api, onDecided } = openQueue([participationOf()]);
    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 선발' }));
    expect(await screen.findByText(PARTICIPATION_DONE.select)).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([{ action: 'select' }]);
    expect(onDecided).toHaveBeenCalledTimes(1);
  });

  it('confirms attendance with the typed hours in half hours, refusing other amounts', async () => {
    const { events, api } = openQueue([participationOf({ status: 'selected' })]);
    const hours = screen.getByRole('spinbutton', { name: '이다온 인정 시간 (시간)' });
    expect((hours as HTMLInputElement).value).toBe('4');

    await events.clear(hours);
    await events.type(hours, '2.3');
    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 참여 확인' }));
    expect((await screen.findByRole('alert')).textContent).toContain(YOUTH_MESSAGES.hoursInvalid);
    expect(api.sent).toEqual([]);

    await events.clear(hours);
    await events.type(hours, '2.5');
    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 참여 확인' }));
    expect(await screen.findByText(PARTICIPATION_DONE.attend)).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([{ action: 'attend', minutes: 150 }]);
  });

  it('refuses hours longer than the activity before sending, and starts within them', async () => {
    const { events, api } = openQueue([participationOf({ status: 'selected', campaignStartTime: '10:00', campaignEndTime: '12:00' })]);
    const hours = screen.getByRole('spinbutton', { name: '이다온 인정 시간 (시간)' });
    // The campaign's 4 hours do not fit its 10:00 to 12:00: the field starts at 2.
    expect([(hours as HTMLInputElement).value, hours.getAttribute('max')]).toEqual(['2', '2']);
    await events.clear(hours);
    await events.type(hours, '100');
    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 참여 확인' }));
    expect((await screen.findByRole('alert')).textContent).toContain('인정 시간은 활동 시간(최대 2시간)보다 길 수 없습니다.');
    expect(api.sent).toEqual([]);
  });

  it('starts 참여 확인 from the QR attendance record, down to the half hour, and says what it measured', async () => {
    const { events, api } = openQueue([participationOf({ status: 'selected', attendedMinutes: 200 })]);
    const hours = screen.getByRole('spinbutton', { name: '이다온 인정 시간 (시간)' });
    expect((hours as HTMLInputElement).value).toBe('3');
    expect(within(entry('이다온')).getByText('출석 기록 3시간 20분')).toBeDefined();
    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 참여 확인' }));
    expect(await screen.findByText(PARTICIPATION_DONE.attend)).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([{ action: 'attend', minutes: 180 }]);
  });

  it('offers no confirmation before the activity has ended, and nothing on a manager’s own record', () => {
    const future = { campaignStartDate: '2099-12-01', campaignEndDate: '2099-12-01' };
    openQueue([participationOf({ ...future, status: 'selected' }), participationOf({ id: 6, userId: operator.id, userName: '운영자', status: 'attended' })]);
    expect(within(entry('이다온')).queryByRole('button', { name: /참여 확인/ })).toBeNull();
    expect(within(entry('이다온')).getByText('활동이 끝난 뒤 참여 확인')).toBeDefined();
    expect(within(entry('운영자')).getByText('본인 기록은 다른 운영진이 처리합니다.')).toBeDefined();
    expect(within(entry('운영자')).queryByRole('button')).toBeNull();
  });

  it('says so when nothing waits', () => {
    openQueue([]);
    expect(screen.getByText('처리할 참여 기록이 없습니다.')).toBeDefined();
  });
});

describe('a division head', () => {
  it('is offered steps on their own division’s members only, none on a member who moved to another division', () => {
    const head = signedIn({ id: 2, name: '본부장', rank: 10, division: 1 });
    renderWithStore(<PendingQueue pending={[participationOf(), participationOf({ id: 4, userName: '김하늘', userDivisionId: 2 })]} onDecided={vi.fn()} />, { user: head });
    expect(within(entry('이다온')).getAllByRole('button').map((button) => button.textContent)).toEqual(['선발', '반려']);
    expect(within(entry('김하늘')).queryAllByRole('button')).toEqual([]);
  });
});

/** The queue on its page: after each step the page reads the queue again (`reread`), a moment later. */
function QueuePage({ first, reread }: { first: Participation[]; reread: () => Participation[] }) {
  const [pending, setPending] = useState(first);
  return <PendingQueue pending={pending} onDecided={() => setTimeout(() => setPending(reread()), 20)} />;
}

describe('the focus after a step', () => {
  it('goes to the next entry’s first step when the entry leaves the queue, to the one before after the last, and to the heading when none is left', async () => {
    const list = [participationOf({ id: 4, userName: '김하늘' }), participationOf({ id: 5, userName: '서포터', status: 'attended', hours: 3 }), participationOf({ id: 6, userName: '박나래' })];
    const api = fakeApi(
      Object.fromEntries(
        list.map((participation) => [`PUT /api/youth/participations/${participation.id}`, { body: { status: 200, message: PARTICIPATION_DONE.approve, data: participation } }]),
      ),
    );
    const handled = () => api.sent.map((request) => Number(request.path.split('/').pop()));
    const { events } = renderWithStore(<QueuePage first={list} reread={() => list.filter((participation) => !handled().includes(participation.id))} />, { user: operator });

    await events.click(screen.getByRole('button', { name: '서포터 연탄 나눔 승인' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '박나래 연탄 나눔 선발' })));
    expect(screen.queryByRole('listitem', { name: '서포터 · 연탄 나눔' })).toBeNull();

    await events.click(screen.getByRole('button', { name: '박나래 연탄 나눔 반려' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '김하늘 연탄 나눔 선발' })));

    await events.click(screen.getByRole('button', { name: '김하늘 연탄 나눔 반려' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '처리할 참여 기록 0건' })));
    expect(screen.getByText('처리할 참여 기록이 없습니다.')).toBeDefined();
  });

  it('goes to the entry’s own next step when it stays in the queue (selected, to be confirmed)', async () => {
    const applicant = participationOf();
    fakeApi({ 'PUT /api/youth/participations/3': { body: { status: 200, message: PARTICIPATION_DONE.select, data: applicant } } });
    const { events } = renderWithStore(<QueuePage first={[applicant, participationOf({ id: 4, userName: '김하늘' })]} reread={() => [{ ...applicant, status: 'selected' }, participationOf({ id: 4, userName: '김하늘' })]} />, { user: operator });
    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 선발' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '이다온 연탄 나눔 참여 확인' })));
  });
});

describe('correcting an approved record', () => {
  it('asks for a reason before sending the corrected hours', async () => {
    const approved = participationOf({ status: 'approved', hours: 4 });
    const api = fakeApi({ 'PUT /api/youth/participations/3': { body: { status: 200, message: PARTICIPATION_DONE.correct, data: approved } } });
    const onDone = vi.fn();
    const { events } = renderWithStore(<ParticipationActions participation={approved} onDone={onDone} />, { user: operator });

    await events.click(screen.getByRole('button', { name: '이다온 연탄 나눔 정정' }));
    const dialog = await screen.findByRole('dialog', { name: '참여 기록 정정' });
    expect(within(dialog).getByText(/현재 인정 시간 4시간/)).toBeDefined();
    await events.click(within(dialog).getByRole('button', { name: '정정하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(YOUTH_MESSAGES.changeReasonRequired);
    expect(api.sent).toEqual([]);

    await events.clear(within(dialog).getByLabelText('정정할 인정 시간 (시간)'));
    await events.type(within(dialog).getByLabelText('정정할 인정 시간 (시간)'), '3');
    await events.type(within(dialog).getByLabelText('정정 사유'), '출석부 재확인');
    await events.click(within(dialog).getByRole('button', { name: '정정하기' }));
    expect(await screen.findByText(PARTICIPATION_DONE.correct)).toBeDefined();
    expect(api.sent.map((request) => request.body)).toEqual([{ action: 'correct', minutes: 180, reason: '출석부 재확인' }]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
