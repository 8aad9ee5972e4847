import { describe, expect, it } from 'vitest';
import { pagerBlock, parseJumpPage, totalPagesOf } from './pager';

describe('pager', () => {
  it('counts pages of 10, at least one', () => {
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(10, 10)).toBe(1);
    expect(totalPagesOf(11, 10)).toBe(2);
    expect(totalPagesOf(1234, 10)).toBe(124);
  });

  it('shows 10 page numbers per block', () => {
    expect(pagerBlock(1, 35)).toEqual({ page: 1, totalPages: 35, pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], previousBlock: null, nextBlock: 11 });
    expect(pagerBlock(10, 35).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerBlock(11, 35)).toMatchObject({ pages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], previousBlock: 1, nextBlock: 21 });
    expect(pagerBlock(33, 35)).toMatchObject({ pages: [31, 32, 33, 34, 35], previousBlock: 21, nextBlock: null });
  });

  it('clamps pages outside the range and odd input', () => {
    expect(pagerBlock(0, 3)).toMatchObject({ page: 1, pages: [1, 2, 3] });
    expect(pagerBlock(99, 3)).toMatchObject({ page: 3, pages: [1, 2, 3] });
    expect(pagerBlock(Number.NaN, 0)).toMatchObject({ page: 1, totalPages: 1, pages: [1] });
  });

  it('accepts a jump only to an existing page', () => {
    expect(parseJumpPage(' 7 ', 12)).toBe(7);
    expect(parseJumpPage('13', 12)).toBeNull();
    expect(parseJumpPage('0', 12)).toBeNull();
    expect(parseJumpPage('-1', 12)).toBeNull();
    expect(parseJumpPage('2.5', 12)).toBeNull();
    expect(parseJumpPage('abc', 12)).toBeNull();
  });
});
