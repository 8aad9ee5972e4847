// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import type { CommentView } from '@nanum/shared/boardViews';
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

function openComments(routes: FakeRoutes, { canComment = true, member = true } = {}) {
  const api = fakeApi(routes);
  const view = renderWithStore(<CommentSection postId={41} initial={[first, mine]} canComment={canComment} certified />, member ? { user: signedIn() } : {});
  return { ...view, api };
}

const commentItem = (text: string) => screen.getByText(text).closest('li')!;

describe('the comments of a post', () => {
  it('posts a typed comment, counting its characters, and shows the new list', async () => {
    const added = comment(3, '다음에도 함께해요', { author: { id: 7, name: '김나눔', image: '' }, canManage: true, canReact: false });
    const { events, api } = openComments({ 'POST /api/community/posts/41/comments': { body: { status: 200, message: BOARD_MESSAGES.commented, data: [first, mine, added] } } });
    const box = screen.getByLabelText('댓글을 입력하세요');
    await events.type(box, '다음에도 함께해요');
    expect(screen.getByText('9 / 1000')).toBeDefined();
    await events.click(screen.getByRole('button', { name: '댓글 등록' }));

    expect(await screen.findByText(BOARD_MESSAGES.commented)).toBeDefined();
    expect(api.to('POST /api/community/posts/41/comments').map((request) => request.body)).toEqual([{ description: '다음에도 함께해요', parentId: null }]);
    expect(screen.getByRole('heading', { name: '댓글 3' })).toBeDefined();
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
    const { events, api } = openComments({ 'POST /api/community/posts/41/comments': { body: { status: 200, message: BOARD_MESSAGES.commented, data: [first, reply, mine] } } });
    await events.click(within(commentItem('좋은 활동이네요')).getByRole('button', { name: '답글' }));
    await events.type(screen.getByLabelText('이다온님에게 답글'), '감사합니다');
    await events.click(screen.getByRole('button', { name: '답글 등록' }));
    expect(await screen.findByText('감사합니다')).toBeDefined();
    expect(api.to('POST /api/community/posts/41/comments').map((request) => request.body)).toEqual([{ description: '감사합니다', parentId: 1 }]);
    expect(screen.queryByLabelText('이다온님에게 답글')).toBeNull();
  });

  it('edits and deletes the viewer’s own comment, deletion after a confirmation', async () => {
    const { events, api } = openComments({
      'PUT /api/community/comments/2': ({ body }) => ({ body: { status: 200, message: BOARD_MESSAGES.commentEdited, data: [first, { ...mine, description: (body as { description: string }).description, edited: true }] } }),
      'DELETE /api/community/comments/2': { body: { status: 200, message: BOARD_MESSAGES.commentDeleted, data: [first, { ...mine, description: BOARD_MESSAGES.deletedComment, deleted: true }] } },
    });
    expect(within(commentItem('좋은 활동이네요')).queryByRole('button', { name: '수정' })).toBeNull();

    await events.click(within(commentItem('저도 참여했어요')).getByRole('button', { name: '수정' }));
    const editBox = screen.getByLabelText('댓글 수정');
    await events.type(editBox, '!');
    await events.click(within(editBox.closest('form')!).getByRole('button', { name: '수정' }));
    expect(await screen.findByText(/\(수정됨\)/)).toBeDefined();
    expect(api.to('PUT /api/community/comments/2').map((request) => request.body)).toEqual([{ description: '저도 참여했어요!' }]);

    const confirm = fakeConfirm(true);
    await events.click(within(commentItem('저도 참여했어요!')).getByRole('button', { name: '삭제' }));
    expect(confirm).toHaveBeenCalledWith('댓글을 삭제하시겠습니까?');
    expect(await screen.findByText('삭제된 댓글입니다.')).toBeDefined();
    expect(screen.getByRole('heading', { name: '댓글 1' })).toBeDefined();
  });

  it('reports another member’s comment once: the dialog sends the reason and the button then says 신고함', async () => {
    const { events, api } = openComments({ 'POST /api/community/reports': { body: { status: 200, message: BOARD_MESSAGES.reported } } });
    await events.click(within(commentItem('좋은 활동이네요')).getByRole('button', { name: '신고' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 신고' });
    await events.click(within(dialog).getByLabelText('도배'));
    await events.click(within(dialog).getByRole('button', { name: '신고하기' }));

    expect(await screen.findByText(BOARD_MESSAGES.reported)).toBeDefined();
    expect(api.to('POST /api/community/reports').map((request) => request.body)).toEqual([{ target: 'comment', targetId: 1, reason: 4, description: '' }]);
    const reported = within(commentItem('좋은 활동이네요')).getByRole('button', { name: '신고함' }) as HTMLButtonElement;
    expect(reported.disabled).toBe(true);
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
    const member = renderWithStore(<CommentSection postId={41} initial={[hidden, hiddenMine]} canComment certified />, { user: signedIn() });
    expect(actionsOf(BOARD_MESSAGES.hiddenComment)).toEqual(['추천 0 (꺼짐)']);
    expect(actionsOf('가려진 내 댓글')).toEqual(['추천 0 (꺼짐)', '답글', '수정', '삭제']);
    member.unmount();
    renderWithStore(<CommentSection postId={41} initial={[comment(5, '운영진이 보는 원문', { hidden: true })]} canComment certified />, { user: signedIn({ id: 3, power: 1 }) });
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
