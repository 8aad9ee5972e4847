// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '@/test/renderWithStore';
import Pager from './Pager';

function openPager(page: number, totalPages: number) {
  const onChange = vi.fn();
  const view = renderWithStore(<Pager page={page} totalPages={totalPages} onChange={onChange} label="게시글" />);
  return { ...view, onChange, pager: screen.getByRole('navigation', { name: '게시글 페이지' }) };
}

describe('the pager', () => {
  it('shows ten pages a block, the current one marked, and moves by number and to the first page of the block before or after', async () => {
    const { events, onChange, pager } = openPager(12, 25);
    const numbers = within(pager).getAllByRole('button', { name: /^\d+ 페이지$/ }).map((button) => button.textContent);
    expect(numbers).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(within(pager).getByRole('button', { name: '12 페이지' }).getAttribute('aria-current')).toBe('page');

    await events.click(within(pager).getByRole('button', { name: '12 페이지' }));
    expect(onChange).not.toHaveBeenCalled();
    await events.click(within(pager).getByRole('button', { name: '15 페이지' }));
    await events.click(within(pager).getByRole('button', { name: '이전 페이지 묶음' }));
    await events.click(within(pager).getByRole('button', { name: '다음 페이지 묶음' }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([15, 1, 21]);
  });

  it('jumps to a typed page and marks a page out of range', async () => {
    const { events, onChange, pager } = openPager(1, 25);
    const jump = within(pager).getByLabelText('이동할 페이지 (1-25)');
    expect(within(pager).getByRole('button', { name: '이전 페이지 묶음' })).toHaveProperty('disabled', true);

    await events.type(jump, '99{Enter}');
    expect(jump.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    await events.clear(jump);
    await events.type(jump, '23');
    await events.click(within(pager).getByRole('button', { name: '이동' }));
    expect(onChange).toHaveBeenCalledWith(23);
    expect(jump.getAttribute('aria-invalid')).toBeNull();
    expect((jump as HTMLInputElement).value).toBe('');
  });
});
