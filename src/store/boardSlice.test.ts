import { describe, expect, it } from 'vitest';
import {
  boardReducer,
  resetWrite,
  setBoardWrite,
  setCommentWrite,
  type BoardState,
  type BoardWrite,
  type CommentWrite,
} from './boardSlice';

const post: BoardWrite = { boardHref: 'notice', title: '봉사 모집', kindId: 1, description: '<p>함께해요</p>' };
const comment: CommentWrite = { boardId: 3, replyId: null, description: '참여하고 싶어요' };

describe('boardSlice', () => {
  it('starts with board and comment write state both null', () => {
    expect(boardReducer(undefined, { type: '@@init' })).toEqual({ board: null, comment: null });
  });

  it('setBoardWrite sets the post being written and leaves the comment alone', () => {
    const start: BoardState = { board: null, comment };
    expect(boardReducer(start, setBoardWrite(post))).toEqual({ board: post, comment });
  });

  it('setBoardWrite(null) ends the post being written', () => {
    expect(boardReducer({ board: post, comment: null }, setBoardWrite(null))).toEqual({ board: null, comment: null });
  });

  it('setCommentWrite sets the comment being written and leaves the post alone', () => {
    const start: BoardState = { board: post, comment: null };
    expect(boardReducer(start, setCommentWrite(comment))).toEqual({ board: post, comment });
  });

  it('setCommentWrite(null) ends the comment being written', () => {
    expect(boardReducer({ board: null, comment }, setCommentWrite(null))).toEqual({ board: null, comment: null });
  });

  it('resetWrite puts both back to null', () => {
    expect(boardReducer({ board: post, comment }, resetWrite())).toEqual({ board: null, comment: null });
  });
});
