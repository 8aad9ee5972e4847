/**
 * The shared pager of SPEC section 9: 10 page numbers per block and a jump-to-page box. Pure
 * arithmetic, used by every paged list (a user's posts and comments, boards, admin lists).
 */
import { PAGER_BLOCK_SIZE } from './limits';

export interface PagerBlock {
  /** The current page, clamped to 1..totalPages. */
  page: number;
  /** Pages in all (at least 1). */
  totalPages: number;
  /** Page numbers shown in the current block. */
  pages: number[];
  /** First page of the previous block, or null on the first block. */
  previousBlock: number | null;
  /** First page of the next block, or null on the last block. */
  nextBlock: number | null;
}

/** Pages needed for `count` items at `pageSize` per page (at least 1). */
export function totalPagesOf(count: number, pageSize: number): number {
  if (!Number.isFinite(count) || count <= 0 || pageSize <= 0) return 1;
  return Math.ceil(count / pageSize);
}

/** The block of page numbers around `page` (blocks are 1-10, 11-20, ...). */
export function pagerBlock(page: number, totalPages: number, blockSize: number = PAGER_BLOCK_SIZE): PagerBlock {
  const total = Math.max(1, Math.floor(totalPages) || 1);
  const current = Math.min(total, Math.max(1, Math.floor(page) || 1));
  const start = Math.floor((current - 1) / blockSize) * blockSize + 1;
  const end = Math.min(total, start + blockSize - 1);
  return {
    page: current,
    totalPages: total,
    pages: Array.from({ length: end - start + 1 }, (_, i) => start + i),
    previousBlock: start > 1 ? start - blockSize : null,
    nextBlock: end < total ? end + 1 : null,
  };
}

/** A page typed into the jump box, as a page number within 1..totalPages, or null. */
export function parseJumpPage(text: string, totalPages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= totalPages ? page : null;
}
