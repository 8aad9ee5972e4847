// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { EDIT_CONFLICT_MESSAGE } from '@nanum/shared/requestMessages';
import { fakeApi, fakeConfirm } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import type { CorporationView as Corporation } from '@nanum/shared/adminViews';
import CorporationsSection from './CorporationsSection';

const partner = (id: number, name: string, sort: number): Corporation => ({ id, name, description: `${name} 소개`, link: `https://${id}.example`, sort, image: `/uploads/corporation/${id}.webp`, version: `${id}`.repeat(16) });
const partners = [partner(1, '가나 상사', 1), partner(2, '다라 전자', 2), partner(3, '마바 식품', 3)];

function openPartners() {
  const api = fakeApi({
    'GET /api/corporation/get/all': { body: { status: 200, data: partners } },
    'PUT /api/corporation/order': ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      return { body: { status: 200, message: ADMIN_MESSAGES.corporationOrdered, data: ids.map((id, index) => ({ ...partners.find((item) => item.id === id)!, sort: index + 1 })) } };
    },
    'DELETE /api/corporation/set': { body: { status: 200, message: ADMIN_MESSAGES.corporationDeleted } },
    // Another operator saved the partner since the list was loaded.
    'PUT /api/corporation/set': { status: 409, body: { status: 409, message: EDIT_CONFLICT_MESSAGE } },
  });
  return { ...renderWithStore(<CorporationsSection />), api };
}

const rowNames = () => screen.getAllByTestId('corporation-row').map((row) => within(row).getByRole('strong').textContent);

describe('the partner list', () => {
  it('reorders with the arrows and a typed position, and saves the order shown', async () => {
    const { events, api } = openPartners();
    await screen.findByText('다라 전자');
    const save = screen.getByRole('button', { name: '순서 저장' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((screen.getByRole('button', { name: '가나 상사 위로' }) as HTMLButtonElement).disabled).toBe(true);

    await events.click(screen.getByRole('button', { name: '가나 상사 아래로' }));
    expect(rowNames()).toEqual(['다라 전자', '가나 상사', '마바 식품']);
    await events.type(screen.getByRole('spinbutton', { name: '마바 식품 순서' }), '1', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    expect(rowNames()).toEqual(['마바 식품', '다라 전자', '가나 상사']);

    expect(save.disabled).toBe(false);
    await events.click(save);
    expect(api.to('PUT /api/corporation/order').map((request) => request.body)).toEqual([{ ids: [3, 2, 1] }]);
    expect(await screen.findByText(ADMIN_MESSAGES.corporationOrdered)).toBeDefined();
    expect(save.disabled).toBe(true);
  });

  it('deletes a partner only after the confirmation', async () => {
    const { events, api } = openPartners();
    const confirm = fakeConfirm(false);
    const second = await screen.findByRole('row', { name: /다라 전자/ });
    await events.click(within(second).getByRole('button', { name: '다라 전자 삭제' }));
    expect(confirm).toHaveBeenCalledWith("'다라 전자'을(를) 삭제하시겠습니까?");
    expect(api.to('DELETE /api/corporation/set')).toEqual([]);

    confirm.mockReturnValue(true);
    await events.click(within(second).getByRole('button', { name: '다라 전자 삭제' }));
    expect(api.to('DELETE /api/corporation/set').map((request) => request.body)).toEqual([{ id: 2 }]);
    expect(await screen.findByText(ADMIN_MESSAGES.corporationDeleted)).toBeDefined();
  });

  it('fills the form with the partner picked for editing', async () => {
    const { events } = openPartners();
    const first = await screen.findByRole('row', { name: /가나 상사/ });
    await events.click(within(first).getByRole('button', { name: '가나 상사 수정' }));
    expect(screen.getByRole('heading', { name: '기업 수정: 가나 상사' })).toBeDefined();
    expect((screen.getByLabelText('기업명') as HTMLInputElement).value).toBe('가나 상사');
  });

  it('sends the version the form was drawn with, and says so when someone else saved the partner first', async () => {
    const { events, api } = openPartners();
    const first = await screen.findByRole('row', { name: /가나 상사/ });
    await events.click(within(first).getByRole('button', { name: '가나 상사 수정' }));
    await events.type(screen.getByLabelText('소개'), ' 추가');
    await events.click(screen.getByRole('button', { name: '수정 저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(EDIT_CONFLICT_MESSAGE);
    const sent = api.to('PUT /api/corporation/set').map((request) => request.body as FormData);
    expect(sent.map((form) => [form.get('id'), form.get('version'), form.get('description')])).toEqual([['1', '1111111111111111', '가나 상사 소개 추가']]);
    // The form stays open with what was typed, to be saved again after a reload.
    expect(screen.getByRole('heading', { name: '기업 수정: 가나 상사' })).toBeDefined();
  });
});
