// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import CampaignFormModal from './CampaignFormModal';

describe('the campaign form', () => {
  it('names the date left empty, and sends nothing', async () => {
    const api = fakeApi({});
    const { events } = renderWithStore(<CampaignFormModal show campaign={null} divisions={[]} onClose={vi.fn()} onSaved={vi.fn()} />, { user: signedIn({ power: 1 }) });
    await events.type(await screen.findByLabelText('캠페인 이름'), '연탄 나눔');
    await events.type(screen.getByLabelText('소개'), '연탄을 전달합니다.');

    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('활동 시작일을 입력해주세요.');
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2099-12-01' } });
    await events.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByRole('alert').textContent).toBe('활동 종료일을 입력해주세요.');
    expect(api.sent).toEqual([]);
  });
});
