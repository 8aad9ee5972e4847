// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '@nanum/shared/accessMessages';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { BoardListAnswer, BoardView, CommentView, PostPageAnswer, PostRowView } from '@nanum/shared/boardViews';
import type { User } from '@nanum/shared/entities';
import { PERMISSION } from '@nanum/shared/memberCodes';
import { sessionLoaded } from '@/features/auth/sessionSlice';
import { fakeApi, type FakeRoutes } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import type { AppStore } from '@/store/store';
import { clearUser, setUser } from '@/store/userSlice';
import { boardListPage } from './BoardListPage';
import GalleryLayout from './GalleryLayout';
import ListLayout from './ListLayout';
import type { BoardListRead } from './loadBoardList';
import PostPage, { type PostRead } from './PostPage';
import PressLayout from './PressLayout';
import VideoLayout from './VideoLayout';
import WritePage from './WritePage';
import type { WriteRead } from './writePageRead';

// A login or logout on a board page, as useLogin and useLogout leave the store: the board's
// controls follow the current user without a reload.

const MEMBER = signedIn({ id: 7, name: '박소망' });
const VISITOR_CAN = { list: true, read: true, write: false, comment: false, download: false, moderate: false };
const MEMBER_CAN = { list: true, read: true, write: true, comment: true, download: true, moderate: false };

const board = (can: BoardView['can'], overrides: Partial<BoardView> = {}): BoardView => ({
  id: 5, href: 'knowhow', name: '봉사 노하우', description: '봉사 현장에서 얻은 팁과 경험을 나눠요.', layout: 'list', kinds: [],
  perm: { list: PERMISSION.EVERYONE, read: PERMISSION.EVERYONE, write: PERMISSION.USERS_ONLY, comment: PERMISSION.USERS_ONLY, download: PERMISSION.USERS_ONLY },
  certifiedOnly: false, can, ...overrides,
});
const row = (id: number, title: string, overrides: Partial<PostRowView> = {}): PostRowView => ({
  id, title, board_name: '봉사 노하우', board_href: 'knowhow', table_id: 5, kind_id: null, comment_count: 0, visit: 3, recommend: 0, date: '2026-11-20T03:00:00.000Z',
  author: { id: 7, name: '박소망', image: '/api/files/avatar-7.webp' }, pinned: false, secret: false, hidden: false, thumbnail: null, link: null, source: null, videoId: null, ...overrides,
});

/** The page as the session start leaves it: the user it found (none: a visitor), then loaded. */
function startSession(store: AppStore, user: User | null) {
  act(() => {
    if (user) store.dispatch(setUser(user));
    store.dispatch(sessionLoaded());
  });
}
const logIn = (store: AppStore, user: User = MEMBER) => act(() => void store.dispatch(setUser(user)));
const logOut = (store: AppStore) => act(() => void store.dispatch(clearUser()));

describe('a board list after a login or logout on the page', () => {
  const listOf = (can: BoardView['can'], list: PostRowView[] = [row(31, '주말 봉사 후기')]): BoardListAnswer => ({ board: board(can), list, pinned: [], count: list.length, page: 2, pageSize: 20 });
  const read: BoardListRead = { path: '/api/community/boards/knowhow/posts?page=2&field=title&sort=visit', query: { field: 'title', sort: 'visit' }, answer: listOf(VISITOR_CAN), feed: '/community/knowhow/rss' };

  function openList(Rows = ListLayout, server: BoardListRead = read) {
    let member = false;
    const api = fakeApi({
      'GET /api/community/boards/knowhow/posts': () => ({ body: { status: 200, data: member ? listOf(MEMBER_CAN, [row(31, '주말 봉사 후기'), row(32, '숨겨진 글', { hidden: true })]) : listOf(VISITOR_CAN) } }),
    });
    const Page = boardListPage(Rows);
    const view = renderWithStore(<Page list={server} />, { router: fakeRouter('/community/knowhow?page=2&sort=visit') });
    return { ...view, api, asMember: (on: boolean) => (member = on) };
  }

  it('shows 글쓰기 once the visitor logs in from 로그인하고 글쓰기, and the login button again after logging out', async () => {
    const { store, events, api, asMember } = openList();
    startSession(store, null);
    await events.click(screen.getByRole('button', { name: '로그인하고 글쓰기' }));
    expect(store.getState().modal.loginModal).toBe(true);

    asMember(true);
    logIn(store);
    expect(await screen.findByRole('link', { name: '글쓰기' })).toBeDefined();
    // The list is read again as the page's server side read it (the same page, order and search), for the member.
    expect(api.sent.map((request) => `${request.path}?${request.query}`)).toEqual(['/api/community/boards/knowhow/posts?page=2&field=title&sort=visit']);
    expect(screen.getByText('숨겨진 글')).toBeDefined();

    asMember(false);
    logOut(store);
    expect(await screen.findByRole('button', { name: '로그인하고 글쓰기' })).toBeDefined();
    expect(screen.queryByRole('link', { name: '글쓰기' })).toBeNull();
    expect(screen.queryByText('숨겨진 글')).toBeNull();
    expect(api.sent).toHaveLength(2);
  });

  it.each([
    ['gallery', GalleryLayout],
    ['press', PressLayout],
    ['video', VideoLayout],
  ])('does the same on the %s layout', async (_name, Rows) => {
    const { store, asMember } = openList(Rows, { ...read, answer: listOf(VISITOR_CAN, []) });
    startSession(store, null);
    asMember(true);
    logIn(store);
    expect(await screen.findByRole('link', { name: '글쓰기' })).toBeDefined();
  });

  it('sends no request on a page load, the member’s or a visitor’s, nor when the member’s alarms change', () => {
    const { store, api } = openList(ListLayout, { ...read, answer: listOf(MEMBER_CAN) });
    startSession(store, MEMBER);
    act(() => void store.dispatch(setUser({ ...MEMBER, alarm: [] })));
    expect(screen.getByRole('link', { name: '글쓰기' })).toBeDefined();
    const visitor = openList();
    startSession(visitor.store, null);
    expect([...api.sent, ...visitor.api.sent]).toEqual([]);
  });

  it('turns a members-only board’s login notice into its list once the visitor logs in', async () => {
    const { store, asMember } = openList(ListLayout, { path: read.path, query: read.query, status: 401, message: LOGIN_REQUIRED_MESSAGE });
    startSession(store, null);
    expect(screen.getByRole('alert').textContent).toContain(LOGIN_REQUIRED_MESSAGE);
    asMember(true);
    logIn(store);
    expect(await screen.findByText('주말 봉사 후기')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a post after a login or logout on the page', () => {
  const comment = (overrides: Partial<CommentView> = {}): CommentView => ({
    id: 81, parentId: null, author: { id: 7, name: '박소망', image: '/api/files/avatar-7.webp' }, description: '저도 궁금했어요', recommend: 0, date: '2026-11-20T03:00:00.000Z', edited: false,
    deleted: false, hidden: false, recommended: false, reported: false, canManage: false, canReact: false, ...overrides,
  });
  const postFor = (member: boolean, comments: CommentView[] = [comment({ canManage: member })]): PostPageAnswer => ({
    board: board(member ? MEMBER_CAN : VISITOR_CAN),
    post: {
      ...row(34, '직장인도 주말 봉사 참여할 수 있나요?'), content: '<p>주말 봉사를 찾고 있어요.</p>', kind: null, updated: '2026-11-20T03:00:00.000Z',
      recommended: false, reported: false, canManage: member, canReact: false, excerpt: '주말 봉사를 찾고 있어요.', comment_count: comments.length,
    },
    images: [], files: [{ id: 3, name: '봉사목록.pdf', size: 2048, downloads: 1 }], survey: null, comments, commentsTotal: comments.length, commentsNext: null, prev: null, next: null,
  });

  function openPost(server: PostRead, routes: FakeRoutes = {}) {
    let member = false;
    let comments = [comment({ canManage: true })];
    const api = fakeApi({
      'GET /api/community/posts/34': () => (member ? { body: { status: 200, data: postFor(true, comments) } } : { body: { status: 200, data: postFor(false, comments.map((c) => ({ ...c, canManage: false }))) } }),
      'POST /api/community/posts/34/comments': ({ body }) => {
        if (!member) return { status: 401, body: { status: 401, message: LOGIN_REQUIRED_MESSAGE } };
        comments = [...comments, comment({ id: 82, description: (body as { description: string }).description, canManage: true })];
        return { body: { status: 200, message: BOARD_MESSAGES.commented, data: comments } };
      },
      ...routes,
    });
    const view = renderWithStore(<PostPage read={server} />, { router: fakeRouter('/community/knowhow/34') });
    return { ...view, api, asMember: (on: boolean) => (member = on) };
  }
  // The post's 삭제, and a comment's ("박소망님 댓글 삭제").
  const managed = () => ({ edit: screen.queryByRole('link', { name: '수정' }), remove: screen.queryAllByRole('button', { name: /삭제$/ }) });

  it('gives the author, logged in from the header, the comment form, 수정 and 삭제 and the download, and takes them back on logout', async () => {
    const { store, events, api, asMember } = openPost({ postId: 34, answer: postFor(false) });
    startSession(store, null);
    expect(screen.getByText(/댓글을 쓰려면 로그인해주세요./)).toBeDefined();
    expect(managed().edit).toBeNull();
    expect(screen.getByText('파일을 내려받을 권한이 없습니다.')).toBeDefined();

    asMember(true);
    logIn(store);
    const box = await screen.findByLabelText('댓글을 입력하세요');
    expect(screen.queryByText('이 게시판에 댓글을 쓸 권한이 없습니다.')).toBeNull();
    expect(managed().edit?.getAttribute('href')).toBe('/community/knowhow/write?id=34');
    expect(managed().remove).toHaveLength(2); // the post's and the member's comment's
    expect(screen.getByRole('link', { name: '봉사목록.pdf' })).toBeDefined();

    await events.type(box, '토요일 플로깅 추천해요');
    await events.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect(await screen.findByText('토요일 플로깅 추천해요')).toBeDefined();
    expect(screen.getByRole('heading', { name: '댓글 2' })).toBeDefined();

    asMember(false);
    logOut(store);
    expect(await screen.findByText(/댓글을 쓰려면 로그인해주세요./)).toBeDefined();
    expect(screen.queryByLabelText('댓글을 입력하세요')).toBeNull();
    expect(managed().edit).toBeNull();
    expect(managed().remove).toHaveLength(0);
    expect(within(screen.getByRole('heading', { name: '댓글 2' })).getByText('2')).toBeDefined();
    expect(api.to('GET /api/community/posts/34')).toHaveLength(2);
  });

  it('shows the comments of a new answer for the same post (an alarm’s ?comment= link opened on the post itself)', () => {
    // The page's props change as a navigation to the same post gives them (getServerSideProps' new answer).
    let navigate: (read: PostRead) => void = () => undefined;
    function Navigated({ first }: { first: PostRead }) {
      const [read, setRead] = useState(first);
      navigate = setRead;
      return <PostPage read={read} />;
    }
    fakeApi({});
    const { store } = renderWithStore(<Navigated first={{ postId: 34, answer: postFor(true) }} />, { router: fakeRouter('/community/knowhow/34') });
    startSession(store, MEMBER);
    expect(screen.getByRole('heading', { name: '댓글 1' })).toBeDefined();
    const newer = comment({ id: 82, description: '방금 단 댓글이에요', author: { id: 9, name: '이다온', image: '' } });
    act(() => navigate({ postId: 34, answer: postFor(true, [comment({ canManage: true }), newer]) }));
    expect(screen.getByRole('heading', { name: '댓글 2' })).toBeDefined();
    expect(screen.getByText('방금 단 댓글이에요')).toBeDefined();
  });

  it('sends no request when the session start finds the member the server rendered for', () => {
    const { store, api } = openPost({ postId: 34, answer: postFor(true) });
    startSession(store, MEMBER);
    expect(screen.getByLabelText('댓글을 입력하세요')).toBeDefined();
    expect(api.sent).toEqual([]);
  });

  it('shows the login notice when the member logs out on a post visitors may not read, and the post after logging in again', async () => {
    let member = true;
    const { store } = openPost({ postId: 34, answer: postFor(true) }, {
      'GET /api/community/posts/34': () => (member ? { body: { status: 200, data: postFor(true) } } : { status: 401, body: { status: 401, message: LOGIN_REQUIRED_MESSAGE } }),
    });
    startSession(store, MEMBER);
    member = false;
    logOut(store);
    expect((await screen.findByRole('alert')).textContent).toContain(LOGIN_REQUIRED_MESSAGE);
    expect(screen.queryByRole('heading', { level: 1, name: '직장인도 주말 봉사 참여할 수 있나요?' })).toBeNull();
    member = true;
    logIn(store);
    expect(await screen.findByRole('heading', { level: 1, name: '직장인도 주말 봉사 참여할 수 있나요?' })).toBeDefined();
    expect(screen.getByLabelText('댓글을 입력하세요')).toBeDefined();
  });
});

describe('the write page after a login or logout on the page', () => {
  function openWrite(server: WriteRead) {
    let viewer: 'visitor' | 'refused' | 'member' | 'operator' = 'visitor';
    const can = { visitor: VISITOR_CAN, refused: VISITOR_CAN, member: MEMBER_CAN, operator: { ...MEMBER_CAN, moderate: true } };
    const api = fakeApi({
      'GET /api/community/boards/knowhow': () => ({ body: { status: 200, data: board(can[viewer]) } }),
      'GET /api/community/boards/knowhow/draft': { body: { status: 200, data: null } },
    });
    const view = renderWithStore(<WritePage {...server} />, { router: fakeRouter('/community/knowhow/write') });
    return { ...view, api, as: (next: typeof viewer) => (viewer = next) };
  }

  it('opens the form once the visitor logs in from the notice, keeps what is written when the member’s permissions change, and says 로그인 again after logout', async () => {
    const { store, events, as } = openWrite({ href: 'knowhow', editId: null, status: 401, message: LOGIN_REQUIRED_MESSAGE });
    startSession(store, null);
    await events.click(screen.getByRole('button', { name: '로그인' }));
    expect(store.getState().modal.loginModal).toBe(true);

    as('member');
    logIn(store);
    expect(await screen.findByRole('heading', { level: 1, name: '글쓰기' })).toBeDefined();
    await events.type(screen.getByLabelText('제목'), '봉사 후기');
    expect(screen.queryByLabelText('공지로 상단 고정')).toBeNull();

    // Made an operator (the profile's answer in the store): the same form, with the pin.
    as('operator');
    logIn(store, { ...MEMBER, power: 1 });
    expect(await screen.findByLabelText('공지로 상단 고정')).toBeDefined();
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('봉사 후기');

    as('visitor');
    logOut(store);
    expect((await screen.findByRole('alert')).textContent).toContain(LOGIN_REQUIRED_MESSAGE);
    expect(screen.queryByRole('heading', { level: 1, name: '글쓰기' })).toBeNull();
  });

  it('tells a member whom the board does not let write so, after the writer logged out and they logged in', async () => {
    const { store, as } = openWrite({ href: 'knowhow', editId: null, board: board(MEMBER_CAN), editing: null });
    startSession(store, MEMBER);
    as('visitor');
    logOut(store);
    await screen.findByText(LOGIN_REQUIRED_MESSAGE);
    as('refused');
    logIn(store, signedIn({ id: 8, name: '정하늘' }));
    expect(await screen.findByText(BOARD_MESSAGES.noWritePermission)).toBeDefined();
    expect(screen.queryByRole('button', { name: '로그인' })).toBeNull();
  });
});
