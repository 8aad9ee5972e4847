// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { BoardView, PostPageAnswer } from '@nanum/shared/boardViews';
import { PERMISSION } from '@nanum/shared/memberCodes';
import { SERVER_READS, type ServerReads } from '@nanum/shared/serverReads';
import { sessionLoaded } from '@/features/auth/sessionSlice';
import { getServerSideProps } from '@/pages/community/[board]/write';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { setUser } from '@/store/userSlice';
import PostPage from './PostPage';
import WritePage from './WritePage';

const MEMBER_CAN = { list: true, read: true, write: true, comment: true, download: true, moderate: false };
const board = (href: string, name: string): BoardView => ({
  id: href === 'notice' ? 1 : 5, href, name, description: '', layout: 'list', kinds: [],
  perm: { list: PERMISSION.EVERYONE, read: PERMISSION.EVERYONE, write: PERMISSION.USERS_ONLY, comment: PERMISSION.USERS_ONLY, download: PERMISSION.USERS_ONLY },
  certifiedOnly: false, can: MEMBER_CAN,
});
/** Post 34 of the 봉사 노하우 board (knowhow), which the member wrote. */
const knowhowPost = { board: board('knowhow', '봉사 노하우'), post: { id: 34, title: '주말 봉사 후기', canManage: true } } as unknown as PostPageAnswer;

describe('a post the viewer may not see', () => {
  it('explains a post hidden by reports and leads back to its board’s list and 홈', () => {
    renderWithStore(<PostPage read={{ postId: 34, status: 403, message: BOARD_MESSAGES.hiddenPost, board: 'knowhow' }} />, { router: fakeRouter('/community/knowhow/34') });
    const notice = screen.getByRole('alert');
    expect(within(notice).getByRole('heading', { name: '신고로 숨겨진 게시글입니다.' })).toBeDefined();
    expect(notice.textContent).toContain('신고로 숨겨진 글은 작성자와 운영진만 볼 수 있습니다. 운영진의 검토 결과에 따라 다시 공개될 수도 있습니다.');
    const ways = within(notice).getByRole('navigation', { name: '돌아가기' });
    expect(within(ways).getByRole('link', { name: '게시판 목록' }).getAttribute('href')).toBe('/community/knowhow');
    expect(within(ways).getByRole('link', { name: '홈' }).getAttribute('href')).toBe('/');
  });

  it('leads back to a news board’s own list, and to 홈 alone when the address names no board', () => {
    const { unmount } = renderWithStore(<PostPage read={{ postId: 35, status: 403, message: BOARD_MESSAGES.secretPost, board: 'gallery' }} />, { router: fakeRouter('/community/gallery/35') });
    expect(screen.getByRole('link', { name: '게시판 목록' }).getAttribute('href')).toBe('/gallery');
    expect(screen.getByRole('alert').textContent).not.toContain('신고로 숨겨진 글은');
    unmount();
    renderWithStore(<PostPage read={{ postId: 35, status: 403, message: BOARD_MESSAGES.secretPost }} />, { router: fakeRouter('/community/gallery/35') });
    expect(screen.queryByRole('link', { name: '게시판 목록' })).toBeNull();
    expect(screen.getByRole('link', { name: '홈' }).getAttribute('href')).toBe('/');
  });
});

describe('the edit page of a post under another board’s address', () => {
  const reads: Pick<ServerReads, 'board' | 'post' | 'signedIn'> = {
    board: async (href) => ({ status: 200, data: board(href, href === 'notice' ? '공지사항' : '봉사 노하우') }),
    post: async () => ({ status: 200, data: knowhowPost }),
    signedIn: async () => true,
  };
  const open = (href: string) =>
    getServerSideProps({ params: { board: href }, query: { id: '34' }, req: { [SERVER_READS]: reads }, res: {} } as unknown as GetServerSidePropsContext);

  it('moves to the post’s own board’s edit page instead of opening its form under the notice board', async () => {
    expect(await open('notice')).toEqual({ redirect: { destination: '/community/knowhow/write?id=34', permanent: false } });
    expect(await open('knowhow')).toEqual({ props: { href: 'knowhow', editId: '34', board: board('knowhow', '봉사 노하우'), editing: knowhowPost } });
  });

  it('moves there too when a login on the page lets the member read the post', async () => {
    let member = false;
    fakeApi({
      'GET /api/community/boards/notice': { body: { status: 200, data: board('notice', '공지사항') } },
      'GET /api/community/posts/34': () => (member ? { body: { status: 200, data: knowhowPost } } : { status: 401, body: { status: 401, message: LOGIN_REQUIRED_MESSAGE } }),
    });
    const router = fakeRouter('/community/notice/write?id=34');
    const { store } = renderWithStore(<WritePage href="notice" editId="34" status={401} message={LOGIN_REQUIRED_MESSAGE} />, { router });
    act(() => void store.dispatch(sessionLoaded()));
    member = true;
    act(() => void store.dispatch(setUser(signedIn({ id: 7, name: '박소망' }))));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/community/knowhow/write?id=34'));
    expect(screen.queryByRole('heading', { name: '글 수정' })).toBeNull();
    expect(screen.queryByLabelText('제목')).toBeNull();
  });
});
