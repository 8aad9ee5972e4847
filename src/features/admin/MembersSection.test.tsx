// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { adminMemberOf } from '@/test/adminFixtures';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { organisationRoutes, signedIn } from '@/test/signedIn';
import type { AdminMemberView as AdminMember } from '@nanum/shared/adminViews';
import MembersSection from './MembersSection';

/** The members section; GET /api/user/get/list/all answers `listed()` at each load. */
function openMembers(listed: () => AdminMember[], user = signedIn({ power: 1 })) {
  const api = fakeApi({
    ...organisationRoutes,
    'GET /api/user/get/list/all': (request) => ({ body: { status: 200, data: { list: listed(), total: listed().length, page: Number(request.query.get('page')), pageSize: 20 } } }),
    'PUT /api/admin/user': { body: { status: 200, message: ADMIN_MESSAGES.memberUpdated } },
  });
  return { ...renderWithStore(<MembersSection />, { user }), api };
}

describe('the member list', () => {
  it('searches by the typed keyword and picked filters, from page 1', async () => {
    const { events, api } = openMembers(() => [adminMemberOf()]);
    expect(await screen.findByRole('row', { name: /이다온/ })).toBeDefined();
    await events.type(screen.getByLabelText('이름 또는 이메일'), '  daon ');
    await events.selectOptions(screen.getByLabelText('직급'), '정회원');
    await events.selectOptions(screen.getByLabelText('인증'), '미인증');
    await events.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByRole('row', { name: /이다온/ });
    expect(Object.fromEntries(api.to('GET /api/user/get/list/all').at(-1)!.query)).toEqual({ keyword: 'daon', rank: '2', certify: '0', page: '1' });
  });

  it("offers a division head, who sees addresses masked, the search by name only", async () => {
    const { events, api } = openMembers(() => [adminMemberOf({ email: 'da***@example.org' })], signedIn({ rank: 10, division: 1 }));
    expect(await screen.findByRole('row', { name: /이다온/ })).toBeDefined();
    expect(screen.queryByLabelText('이름 또는 이메일')).toBeNull();
    await events.type(screen.getByLabelText('이름'), '이다온');
    await events.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByRole('row', { name: /이다온/ });
    expect(api.to('GET /api/user/get/list/all').at(-1)!.query.get('keyword')).toBe('이다온');
  });

  it('opens the edit dialog from a row, and shows the saved change after it closes', async () => {
    let cardinal = 3;
    const { events } = openMembers(() => [adminMemberOf({ cardinal }), adminMemberOf({ id: 35, name: '관리자', email: 'admin@example.org', editable: [] })]);
    const admin = await screen.findByRole('row', { name: /관리자/ });
    expect(within(admin).queryByRole('button')).toBeNull();
    expect(within(admin).getByText('수정 불가')).toBeDefined();

    await events.click(screen.getByRole('button', { name: '이다온 수정' }));
    const dialog = screen.getByRole('dialog', { name: '이다온 회원 수정' });
    await events.clear(within(dialog).getByLabelText('기수 (0은 없음)'));
    await events.type(within(dialog).getByLabelText('기수 (0은 없음)'), '4');
    cardinal = 4;
    await events.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(await screen.findByRole('row', { name: /이다온/ })).findByText('4기')).toBeDefined();
    expect(screen.queryByRole('dialog', { name: '이다온 회원 수정' })).toBeNull();
  });
});
