// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { EDITABLE_FIELDS } from '@nanum/shared/authority';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { adminMemberOf } from '@/test/adminFixtures';
import { organisationRoutes } from '@/test/signedIn';
import type { AdminMemberView as AdminMember } from '@nanum/shared/adminViews';
import MemberEditModal from './MemberEditModal';

const member = adminMemberOf();

function openModal(target: AdminMember, save: FakeAnswer = { body: { status: 200, message: ADMIN_MESSAGES.memberUpdated, data: target } }) {
  const api = fakeApi({ ...organisationRoutes, 'PUT /api/admin/user': save });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderWithStore(<MemberEditModal member={target} onClose={onClose} onSaved={onSaved} />);
  return { ...view, api, onSaved, onClose };
}

/** The option labels a select offers, in order, and which of them are disabled. */
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' (막힘)' : ''}`);

describe('the member edit dialog', () => {
  it('moves an operator’s pick of another division’s team to that division, and saves only what changed', async () => {
    const { events, api, onSaved } = openModal(member);
    const team = screen.getByLabelText('팀');
    await screen.findByRole('option', { name: '1팀 숲' });

    await events.selectOptions(team, '1팀 숲');
    expect((screen.getByLabelText('본부') as HTMLSelectElement).value).toBe('2');
    await events.clear(screen.getByLabelText('기수 (0은 없음)'));
    await events.type(screen.getByLabelText('기수 (0은 없음)'), '5');
    await events.click(screen.getByRole('button', { name: '저장' }));

    expect(api.to('PUT /api/admin/user').map((request) => request.body)).toEqual([{ id: 34, cardinal: 5, teamId: 21, divisionId: 2 }]);
    expect(await screen.findByText(ADMIN_MESSAGES.memberUpdated)).toBeDefined();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('leaves the admin’s fields locked to an operator and says why', async () => {
    openModal(member);
    for (const label of ['권한', '숨김 (권한 정지)']) expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('인증 회원') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('직급') as HTMLSelectElement).disabled).toBe(false);
    expect(screen.getByText('권한, 숨김, 인증 변경과 본부장 · 특별 직급은 관리자만 정할 수 있습니다.')).toBeDefined();
    expect(optionsOf(screen.getByLabelText('직급'))).toContain('본부장 (막힘)');
  });

  it('offers a division head their own division’s teams only', async () => {
    openModal({ ...member, editable: [...EDITABLE_FIELDS.divisionHead] });
    const team = screen.getByLabelText('팀');
    await screen.findByRole('option', { name: '2팀 기록' });
    expect(optionsOf(team)).toEqual(['없음', '1팀 나눔', '2팀 기록']);
    expect((screen.getByLabelText('본부') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('소속 본부의 팀만 고를 수 있습니다.')).toBeDefined();
  });

  it('lets the admin pick the hidden value by what it does, and sends the same number as before', async () => {
    const { events, api } = openModal({ ...member, hidden: 0, editable: [...EDITABLE_FIELDS.admin] });
    const hidden = screen.getByLabelText('숨김 (권한 정지)');
    expect(optionsOf(hidden)).toEqual(['0 · 정상 (권한 사용)', '1 · 숨김 (권한 정지)', '2 · 정상 (권한 사용, 0과 같음)']);
    expect(screen.getByText(/숨김이면 관리자·운영자·본부장 권한과 활동 권한/)).toBeDefined();
    await events.selectOptions(hidden, '1 · 숨김 (권한 정지)');
    await events.click(screen.getByRole('button', { name: '저장' }));
    expect(api.to('PUT /api/admin/user').map((request) => request.body)).toEqual([{ id: 34, hidden: 1 }]);
  });

  it('keeps a member’s other stored hidden value among the choices', () => {
    openModal({ ...member, hidden: 7, editable: [...EDITABLE_FIELDS.admin] });
    const hidden = screen.getByLabelText('숨김 (권한 정지)') as HTMLSelectElement;
    expect(hidden.value).toBe('7');
    expect(optionsOf(hidden)).toContain('7 · 숨김 (권한 정지)');
  });

  it('shows the refusal in a red toast and stays open', async () => {
    const { events, onSaved } = openModal({ ...member, editable: [...EDITABLE_FIELDS.admin] }, { status: 403, body: { status: 403, message: ADMIN_MESSAGES.memberSuperior } });
    await events.selectOptions(screen.getByLabelText('권한'), '운영자');
    await events.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_MESSAGES.memberSuperior);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '이다온 회원 수정' })).toBeDefined();
  });

  it('closes with 취소 without sending anything', async () => {
    const { events, api, onClose } = openModal(member);
    await events.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.to('PUT /api/admin/user')).toEqual([]);
  });
});
