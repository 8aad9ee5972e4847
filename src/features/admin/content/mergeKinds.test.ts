import type { AdminKindView } from '@nanum/shared/contentViews';
import { describe, expect, it } from 'vitest';
import { mergeKinds } from './mergeKinds';

const kind = (id: number, name: string, color = '#000000', postCount = 0): AdminKindView => ({ id, name, color, postCount });
const A = kind(1, '사업 보고', '#0d6efd');
const B = kind(2, '감사 인사', '#20c997');
const C = kind(3, '회계 공시', '#6c757d');

describe('mergeKinds (the kinds editor after the server list changed)', () => {
  it('keeps an unsaved name and colour when the saved order comes back', () => {
    const shown = [B, A, { ...C, name: '회계 공시 초안', color: '#e83e8c' }];
    expect(mergeKinds([A, B, C], shown, [B, A, C], false)).toEqual([B, A, { ...C, name: '회계 공시 초안', color: '#e83e8c' }]);
  });

  it("takes the server's values for what was saved (as the server stored it) or not touched, and its counts", () => {
    const shown = [{ ...A, name: ' 사업 보고서 ' }, B, C];
    const after = [{ ...A, name: '사업 보고서' }, { ...B, color: '#ffffff', postCount: 4 }, C];
    expect(mergeKinds([A, B, C], shown, after, false)).toEqual(after);
  });

  it('keeps an unsaved order, with a new kind at the end, and drops a deleted one', () => {
    const D = kind(4, '새 말머리');
    expect(mergeKinds([A, B, C], [C, A, B], [A, C, D], true)).toEqual([C, A, D]);
  });
});
