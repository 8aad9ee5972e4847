// @vitest-environment happy-dom
import fs from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { CommentPage, CommentView } from '@nanum/shared/boardViews';
import { fakeApi, fakeConfirm, type FakeRoutes } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import CommentSection from './CommentSection';

const comment = (id: number, description: string, overrides: Partial<CommentView> = {}): CommentView => ({
  id, parentId: null, author: { id: 9, name: '이다온', image: '' }, description, recommend: 0, date: '2026-11-20T03:00:00.000Z', edited: false, deleted: false,
  hidden: false, recommended: false, reported: false, canManage: false, canReact: true, ...overrides,
});
const first = comment(1, '좋은 활동이네요');
const mine = comment(2, '저도 참여했어요', { author: { id: 7, name: '김나눔', image: '' }, canManage: true, canReact: false });

/** A page of comments as the post's answer carries it: the list, the post's total and the next page's cursor. */
const page = (comments: CommentView[], total = comments.length, next: string | null = null): CommentPage => ({ comments, total, next });

function openComments(routes: FakeRoutes, { canComment = true, member = true } = {}) {
  const api = fakeApi(routes);
  const view = renderWithStore(<CommentSection postId={41} initial={page([first, mine])} canComment={canComment} certified />, member ? { user: signedIn() } : {});
  return { ...view, api };
}

const commentItem = (text: string) => screen.getByText(text).closest('li')!;

describe('the comments of a post', () => {
  it('posts a typed comment, counting its characters, and shows the new list', async () => {
    const added = comment(3, '다음에도 함께해요', { author: { id: 7, name: '김나눔', image: '' }, canManage: true, canReact: false });
    const { events, api } = openComments({ 'POST /api/community/posts/41/comments': { body: { status: 200, message: BOARD_MESSAGES.commented, data: [added] } } });
    const box = screen.getByLabelText('댓글을 입력하세요');
    await events.type(box, '다음에도 함께해요');
    expect(screen.getByText('9 / 1000')).toBeDefined();
    await events.click(screen.getByRole('button', { name: '댓글 등록' }));

    expect(await screen.findByText(BOARD_MESSAGES.commented)).toBeDefined();
    expect(api.to('POST /api/community/posts/41/comments').map((request) => request.body)).toEqual([{ description: '다음에도 함께해요', parentId: null }]);
    expect(screen.getByRole('heading', { name: '댓글 3' })).toBeDefined();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['좋은 활동이네요', '저도 참여했어요', '다음에도 함께해요']);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s Korean message for an empty comment and keeps the list', async () => {
    const { events } = openComments({ 'POST /api/community/posts/41/comments': { status: 400, body: { status: 400, message: BOARD_MESSAGES.commentRequired } } });
    await events.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect((await screen.findByRole('alert')).textContent).toContain('댓글 내용을 입력해주세요.');
    expect(screen.getByRole('heading', { name: '댓글 2' })).toBeDefined();
  });

  it('answers a comment in a reply box named after its author', async () => {
    const reply = comment(4, '감사합니다', { parentId: 1, author: { id: 7, name: '김나눔', image: '' } });
    const { events, api } = openComments({ 'POST /api/community/posts/41/comments': { body: { status: 200, message: BOARD_MESSAGES.commented, data: [first, reply] } } });
    await events.click(within(commentItem('좋은 활동이네요')).getByRole('button', { name: '이다온님 댓글에 답글' }));
    await events.type(screen.getByLabelText('이다온님에게 답글'), '감사합니다');
    await events.click(screen.getByRole('button', { name: '답글 등록' }));
    expect(await screen.findByText('감사합니다')).toBeDefined();
    expect(api.to('POST /api/community/posts/41/comments').map((request) => request.body)).toEqual([{ description: '감사합니다', parentId: 1 }]);
    expect(screen.queryByLabelText('이다온님에게 답글')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['좋은 활동이네요', '감사합니다', '저도 참여했어요']);
  });

  it('edits and deletes the viewer’s own comment, deletion after a confirmation', async () => {
    const { events, api } = openComments({
      'PUT /api/community/comments/2': ({ body }) => ({ body: { status: 200, message: BOARD_MESSAGES.commentEdited, data: [{ ...mine, description: (body as { description: string }).description, edited: true }] } }),
      // A deleted comment without replies no longer shows: its thread comes back empty.
      'DELETE /api/community/comments/2': { body: { status: 200, message: BOARD_MESSAGES.commentDeleted, data: [] } },
    });
    expect(within(commentItem('좋은 활동이네요')).queryByRole('button', { name: /수정/ })).toBeNull();

    await events.click(within(commentItem('저도 참여했어요')).getByRole('button', { name: '김나눔님 댓글 수정' }));
    const editBox = screen.getByLabelText('댓글 수정');
    await events.type(editBox, '!');
    await events.click(within(editBox.closest('form')!).getByRole('button', { name: '수정' }));
    expect(await screen.findByText(/\(수정됨\)/)).toBeDefined();
    expect(api.to('PUT /api/community/comments/2').map((request) => request.body)).toEqual([{ description: '저도 참여했어요!' }]);

    const confirm = fakeConfirm(true);
    await events.click(within(commentItem('저도 참여했어요!')).getByRole('button', { name: '김나눔님 댓글 삭제' }));
    expect(confirm).toHaveBeenCalledWith('댓글을 삭제하시겠습니까?');
    expect(await screen.findByText(BOARD_MESSAGES.commentDeleted)).toBeDefined();
    expect(screen.queryByText('저도 참여했어요!')).toBeNull();
    expect(screen.getByRole('heading', { name: '댓글 1' })).toBeDefined();
  });

  it('reports another member’s comment once: the dialog sends the reason and the button then says 신고함', async () => {
    const { events, api } = openComments({ 'POST /api/community/reports': { body: { status: 200, message: BOARD_MESSAGES.reported } } });
    await events.click(within(commentItem('좋은 활동이네요')).getByRole('button', { name: '이다온님 댓글 신고' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 신고' });
    await events.click(within(dialog).getByLabelText('도배'));
    await events.click(within(dialog).getByRole('button', { name: '신고하기' }));

    expect(await screen.findByText(BOARD_MESSAGES.reported)).toBeDefined();
    expect(api.to('POST /api/community/reports').map((request) => request.body)).toEqual([{ target: 'comment', targetId: 1, reason: 4, description: '' }]);
    // The closed dialog gives the focus back to the button, which stays focusable and opens nothing more.
    const reported = within(commentItem('좋은 활동이네요')).getByRole('button', { name: '이다온님 댓글 신고함' }) as HTMLButtonElement;
    expect(reported.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(reported));
    await events.click(reported);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/community/reports')).toHaveLength(1);
  });

  it('offers nobody but its author and moderators to answer, recommend or report a comment hidden by reports', () => {
    const hidden = comment(5, BOARD_MESSAGES.hiddenComment, { hidden: true, canReact: false });
    const hiddenMine = comment(6, '가려진 내 댓글', { hidden: true, author: { id: 7, name: '김나눔', image: '' }, canManage: true, canReact: false });
    // The buttons under the comment (the author's name, a button too, opens their profile).
    const actionsOf = (text: string) =>
      within(commentItem(text))
        .queryAllByRole('button')
        .filter((button) => !['이다온', '김나눔'].includes(button.textContent ?? ''))
        .map((button) => `${button.textContent}${(button as HTMLButtonElement).disabled ? ' (꺼짐)' : ''}`);
    const member = renderWithStore(<CommentSection postId={41} initial={page([hidden, hiddenMine])} canComment certified />, { user: signedIn() });
    expect(actionsOf(BOARD_MESSAGES.hiddenComment)).toEqual(['추천 0 (꺼짐)']);
    expect(actionsOf('가려진 내 댓글')).toEqual(['추천 0 (꺼짐)', '답글', '수정', '삭제']);
    member.unmount();
    renderWithStore(<CommentSection postId={41} initial={page([comment(5, '운영진이 보는 원문', { hidden: true })])} canComment certified />, { user: signedIn({ id: 3, power: 1 }) });
    expect(actionsOf('운영진이 보는 원문')).toEqual(['추천 0', '답글', '신고']);
  });

  it('asks a visitor to log in instead of offering the comment box', async () => {
    const { events, store } = openComments({}, { canComment: false, member: false });
    expect(screen.queryByLabelText('댓글을 입력하세요')).toBeNull();
    expect(screen.getByText(/댓글을 쓰려면 로그인해주세요./)).toBeDefined();
    await events.click(screen.getByRole('button', { name: '로그인' }));
    expect(store.getState().modal.loginModal).toBe(true);
  });
});

/** A comment written `minutes` after the first ones: the server's order is (date, id). */
const later = (id: number, description: string, minutes: number, overrides: Partial<CommentView> = {}) =>
  comment(id, description, { date: new Date(Date.parse('2026-11-20T03:00:00.000Z') + minutes * 60_000).toISOString(), ...overrides });
const texts = () => screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('a post with more comments than its first page', () => {
  const second = [later(10, '둘째 쪽 첫 댓글', 10), later(12, '둘째 쪽 답글', 30, { parentId: 10 }), later(11, '둘째 쪽 마지막 댓글', 20)];

  it('shows the total and 댓글 더 보기 with what is left; the next page joins the list, the focus on its first comment', async () => {
    const api = fakeApi({ 'GET /api/community/posts/41/comments': { body: { status: 200, data: page(second, 5, null) } } });
    const { events } = renderWithStore(<CommentSection postId={41} initial={page([first, mine], 5, '1795143600_2')} canComment certified />, { user: signedIn() });
    expect(screen.getByRole('heading', { name: '댓글 5' })).toBeDefined();

    await events.click(screen.getByRole('button', { name: '댓글 더 보기 (남은 3개)' }));
    expect(await screen.findByText('둘째 쪽 첫 댓글')).toBeDefined();
    expect(api.to('GET /api/community/posts/41/comments').map((request) => request.query.get('after'))).toEqual(['1795143600_2']);
    expect(texts()).toEqual(['좋은 활동이네요', '저도 참여했어요', '둘째 쪽 첫 댓글', '둘째 쪽 답글', '둘째 쪽 마지막 댓글']);
    expect(screen.queryByRole('button', { name: /댓글 더 보기/ })).toBeNull();
    expect(document.activeElement).toBe(commentItem('둘째 쪽 첫 댓글'));
    expect(screen.getByRole('heading', { name: '댓글 5' })).toBeDefined();
  });

  it('keeps a comment written before the next page loads at the end, once, and edits and deletes comments of a later page', async () => {
    const added = later(20, '방금 쓴 댓글', 60, { author: { id: 7, name: '김나눔', image: '' }, canManage: true, canReact: false });
    const theirs = { ...second[2]!, author: { id: 7, name: '김나눔', image: '' }, canManage: true, canReact: false };
    const api = fakeApi({
      'POST /api/community/posts/41/comments': { body: { status: 200, message: BOARD_MESSAGES.commented, data: [added] } },
      // The next page, read after the new comment was written, ends with it.
      // (The viewer moderates: they may delete another member's comment.)
      'GET /api/community/posts/41/comments': { body: { status: 200, data: page([{ ...second[0]!, canManage: true }, second[1]!, theirs, added], 6, null) } },
      'PUT /api/community/comments/11': { body: { status: 200, message: BOARD_MESSAGES.commentEdited, data: [{ ...theirs, description: '고친 댓글', edited: true }] } },
      'DELETE /api/community/comments/10': { body: { status: 200, message: BOARD_MESSAGES.commentDeleted, data: [{ ...second[0]!, author: null, description: BOARD_MESSAGES.deletedComment, deleted: true, canManage: false }, second[1]!] } },
      'PUT /api/community/comments/12/recommend': { body: { status: 200, message: '추천했습니다.', data: { recommend: 1 } } },
    });
    const { events } = renderWithStore(<CommentSection postId={41} initial={page([first, mine], 5, '1795143600_2')} canComment certified />, { user: signedIn({ id: 7, power: 1 }) });
    await events.type(screen.getByLabelText('댓글을 입력하세요'), '방금 쓴 댓글');
    await events.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect(await screen.findByRole('heading', { name: '댓글 6' })).toBeDefined();
    expect(texts()).toEqual(['좋은 활동이네요', '저도 참여했어요', '방금 쓴 댓글']);

    await events.click(screen.getByRole('button', { name: '댓글 더 보기 (남은 3개)' }));
    expect(await screen.findByText('둘째 쪽 첫 댓글')).toBeDefined();
    expect(texts()).toEqual(['좋은 활동이네요', '저도 참여했어요', '둘째 쪽 첫 댓글', '둘째 쪽 답글', '둘째 쪽 마지막 댓글', '방금 쓴 댓글']);

    await events.click(within(commentItem('둘째 쪽 답글')).getByRole('button', { name: '이다온님 댓글 추천 0' }));
    expect(await within(commentItem('둘째 쪽 답글')).findByRole('button', { name: '이다온님 댓글 추천 1' })).toBeDefined();

    await events.click(within(commentItem('둘째 쪽 마지막 댓글')).getByRole('button', { name: '김나눔님 댓글 수정' }));
    const editBox = screen.getByLabelText('댓글 수정');
    await events.clear(editBox);
    await events.type(editBox, '고친 댓글');
    await events.click(within(editBox.closest('form')!).getByRole('button', { name: '수정' }));
    expect(await screen.findByText('고친 댓글')).toBeDefined();

    fakeConfirm(true);
    await events.click(within(commentItem('둘째 쪽 첫 댓글')).getByRole('button', { name: '이다온님 댓글 삭제' }));
    expect(await screen.findByRole('heading', { name: '댓글 5' })).toBeDefined();
    expect(texts()).toEqual(['좋은 활동이네요', '저도 참여했어요', BOARD_MESSAGES.deletedComment, '둘째 쪽 답글', '고친 댓글', '방금 쓴 댓글']);
    expect(api.to('GET /api/community/posts/41/comments')).toHaveLength(1);
  });

  it('loads the pages an alarm’s link (?comment=) needs to show its comment, and scrolls to it', async () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled(this.id);
    });
    const pages: Record<string, CommentPage> = {
      '1795143600_2': page([second[0]!, second[1]!], 7, '1795144200_10'),
      '1795144200_10': page([second[2]!, later(13, '알림이 가리키는 댓글', 40)], 7, '1795145000_13'),
    };
    const api = fakeApi({ 'GET /api/community/posts/41/comments': ({ query }) => ({ body: { status: 200, data: pages[query.get('after') ?? ''] } }) });
    renderWithStore(<CommentSection postId={41} initial={page([first, mine], 7, '1795143600_2')} canComment certified target={13} />, { user: signedIn() });

    const target = await screen.findByText('알림이 가리키는 댓글');
    await waitFor(() => expect(document.activeElement).toBe(target.closest('li')));
    expect(scrolled).toHaveBeenCalledWith('comment-13');
    // No page past the one it is on.
    expect(api.to('GET /api/community/posts/41/comments').map((request) => request.query.get('after'))).toEqual(['1795143600_2', '1795144200_10']);
    expect(screen.getByRole('button', { name: '댓글 더 보기 (남은 1개)' })).toBeDefined();
    vi.restoreAllMocks();
  });
});

describe('the comments’ buttons, for the keyboard and screen readers', () => {
  it('names each button after its comment’s writer', () => {
    openComments({});
    const names = (text: string) => within(commentItem(text)).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names('좋은 활동이네요')).toEqual(['이다온 프로필 보기', '이다온님 댓글 추천 0', '이다온님 댓글에 답글', '이다온님 댓글 신고']);
    expect(names('저도 참여했어요')).toEqual(['김나눔 프로필 보기', '김나눔님 댓글 추천 0', '김나눔님 댓글에 답글', '김나눔님 댓글 수정', '김나눔님 댓글 삭제']);
  });

  it('opens the reply box right after 답글 with the focus in it, and gives the focus back to 답글 on 취소', async () => {
    const { events } = openComments({});
    const reply = within(commentItem('저도 참여했어요')).getByRole('button', { name: '김나눔님 댓글에 답글' });
    await events.click(reply);
    const box = screen.getByLabelText('김나눔님에게 답글');
    expect(document.activeElement).toBe(box);
    expect(reply.getAttribute('aria-expanded')).toBe('true');
    // In the reading (and Tab) order: 답글, the reply box, then 수정 and 삭제.
    const edit = within(commentItem('저도 참여했어요')).getByRole('button', { name: '김나눔님 댓글 수정' });
    expect(reply.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(box.compareDocumentPosition(edit) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await events.tab();
    expect(document.activeElement?.textContent).toBe('취소');
    await events.tab();
    await events.tab();
    expect(document.activeElement).toBe(edit);

    await events.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByLabelText('김나눔님에게 답글')).toBeNull();
    expect(document.activeElement).toBe(reply);
  });

  it('keeps the focus on 답글 등록 while it sends (ignoring more presses), then gives it back to 답글', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const reply = comment(4, '감사합니다', { parentId: 1, author: { id: 7, name: '김나눔', image: '' } });
    const { events, api } = openComments({ 'POST /api/community/posts/41/comments': () => new Promise((resolve) => (answer = resolve)) });
    const replyButton = within(commentItem('좋은 활동이네요')).getByRole('button', { name: '이다온님 댓글에 답글' });
    await events.click(replyButton);
    await events.keyboard('감사합니다');
    const send = screen.getByRole('button', { name: '답글 등록' }) as HTMLButtonElement;
    await events.click(send);
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.disabled).toBe(false);
    expect(document.activeElement).toBe(send);
    await events.click(send);
    expect(api.to('POST /api/community/posts/41/comments')).toHaveLength(1);

    answer({ body: { status: 200, message: BOARD_MESSAGES.commented, data: [first, reply] } });
    expect(await screen.findByText('감사합니다')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(replyButton));
    expect(screen.getByRole('heading', { name: '댓글 3' })).toBeDefined();
  });

  it('gives the buttons on a reply’s grey background at least 4.5:1 contrast', () => {
    // bg-body-tertiary is #f8f9fa; the colours the reply's buttons take (CommentSection.module.css).
    const css = fs.readFileSync('src/features/board/CommentSection.module.css', 'utf8');
    const colours = [...css.matchAll(/--bs-btn-color: (#[0-9a-f]{6})/g)].map((match) => match[1]!);
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    expect(colours).toHaveLength(2);
    for (const colour of colours) expect(contrast(colour, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    // What they replace did not reach it.
    expect(contrast('#6c757d', '#f8f9fa')).toBeLessThan(4.5);
    const { container } = renderWithStore(<CommentSection postId={41} initial={page([first, comment(4, '답글이에요', { parentId: 1 })])} canComment certified />, { user: signedIn() });
    expect(container.querySelector('li:nth-child(2)')?.className).toMatch(/reply/);
  });
});

