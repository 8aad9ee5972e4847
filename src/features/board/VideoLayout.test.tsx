// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardView, PostRowView } from '@nanum/shared/boardViews';
import { PERMISSION } from '@nanum/shared/memberCodes';
import { renderWithStore } from '@/test/renderWithStore';
import VideoLayout from './VideoLayout';

const board: BoardView = {
  id: 4, href: 'video', name: '영상', description: '', layout: 'video', kinds: [],
  perm: { list: PERMISSION.EVERYONE, read: PERMISSION.EVERYONE, write: PERMISSION.USERS_ONLY, comment: PERMISSION.USERS_ONLY, download: PERMISSION.USERS_ONLY },
  certifiedOnly: false, can: { list: true, read: true, write: true, comment: true, download: true, moderate: false },
};
const row = (id: number, title: string, overrides: Partial<PostRowView>): PostRowView => ({
  id, title, board_name: '영상', board_href: 'video', table_id: 4, kind_id: null, comment_count: 0, visit: 3, recommend: 0, date: '2026-11-20T03:00:00.000Z',
  author: null, pinned: false, secret: false, hidden: false, thumbnail: null, link: null, source: null, videoId: null, ...overrides,
});

const tileOf = (title: string) => screen.getByRole('button', { name: `${title} 영상 재생` });

describe('the video board’s tiles', () => {
  it('shows a video’s YouTube still with ▶, an uploaded picture first, and no ▶ over the placeholder of a post without video', () => {
    renderWithStore(
      <VideoLayout
        board={board}
        list={[row(1, '플로깅 현장', { videoId: 'dQw4w9WgXcQ' }), row(2, '연탄 나눔', { videoId: 'aaaaaaaaaaa', thumbnail: '/api/community/images/7' }), row(3, '옛 글', {})]}
      />,
    );
    expect(tileOf('플로깅 현장').querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(tileOf('플로깅 현장').textContent).toBe('▶');
    expect(tileOf('연탄 나눔').querySelector('img')?.getAttribute('src')).toBe('/api/community/images/7');
    const withoutVideo = tileOf('옛 글');
    expect(withoutVideo.querySelector('img')).toBeNull();
    expect(withoutVideo.textContent).toBe('영상');
    expect((withoutVideo as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the board’s name below the ▶ when the still does not load (offline, blocked)', () => {
    renderWithStore(<VideoLayout board={board} list={[row(1, '플로깅 현장', { videoId: 'dQw4w9WgXcQ' })]} />);
    const tile = tileOf('플로깅 현장');
    fireEvent.error(tile.querySelector('img')!);
    expect(tile.querySelector('img')).toBeNull();
    expect(tile.textContent).toBe('영상▶');
    expect(tile.querySelector('span')?.className).toMatch(/thumbEmptyBelowPlay/);
  });
});
