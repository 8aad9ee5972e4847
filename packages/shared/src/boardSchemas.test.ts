import { describe, expect, it } from 'vitest';
import { boardListQuerySchema, commentInputSchema, postInputSchema, reportInputSchema, surveyInputSchema } from './boardSchemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('board list query', () => {
  it('defaults to page 1, newest, title search', () => {
    expect(boardListQuerySchema.parse({})).toEqual({ page: 1, field: 'title', sort: 'newest' });
  });
  it.each([{ page: '-1' }, { page: '0' }, { page: ['1', '2'] }, { sort: 'id; DROP TABLE posts' }, { field: 'password' }, { kind: 'abc' }])('refuses %j in Korean', (query) => {
    expect(firstMessage(boardListQuerySchema.safeParse(query))).toBe('page' in query ? '페이지 번호가 올바르지 않습니다.' : '확인되지 않은 오류입니다.');
  });
  it('answers a keyword over 50 characters with what is wrong', () => {
    expect(firstMessage(boardListQuerySchema.safeParse({ keyword: 'x'.repeat(51) }))).toBe('검색어는 50자 이하로 입력해주세요.');
  });
});

describe('post input', () => {
  it('needs a title and content, and limits the title', () => {
    expect(firstMessage(postInputSchema.safeParse({ title: ' ', content: 'x' }))).toBe('제목을 입력해주세요.');
    expect(firstMessage(postInputSchema.safeParse({ title: 'x'.repeat(201), content: 'x' }))).toBe('제목은 200자 이하로 입력해주세요.');
    expect(firstMessage(postInputSchema.safeParse({ title: ['a'], content: 'x' }))).toBe('제목을 입력해주세요.');
  });
  it.each(['\u200b', '\u3164', ' \u200b\u3164\ufeff ', '\u2800'])('refuses a title that shows nothing (%j)', (title) => {
    expect(firstMessage(postInputSchema.safeParse({ title, content: 'x' }))).toBe('제목을 입력해주세요.');
  });
  it('keeps a title whose invisible characters sit between visible ones (an emoji joined by U+200D)', () => {
    expect(postInputSchema.parse({ title: '가족 👩\u200d👧', content: 'x' }).title).toBe('가족 👩\u200d👧');
  });
  it('takes only http(s) press links and YouTube videos', () => {
    expect(firstMessage(postInputSchema.safeParse({ title: 't', content: 'c', link: 'javascript:alert(1)' }))).toBe('기사 주소는 http 또는 https로 시작하는 주소여야 합니다.');
    expect(firstMessage(postInputSchema.safeParse({ title: 't', content: 'c', videoUrl: 'https://evil.example/v' }))).toBe('YouTube 영상 주소를 입력해주세요.');
    expect(postInputSchema.parse({ title: 't', content: 'c', link: 'https://news.example/1', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toMatchObject({ link: 'https://news.example/1' });
  });
});

describe('survey input', () => {
  it('needs two options on a choice question and none on others', () => {
    const base = { title: '만족도 조사', questions: [] as unknown[] };
    expect(surveyInputSchema.safeParse({ ...base, questions: [{ title: 'Q', mode: 'choice', options: ['하나'] }] }).success).toBe(false);
    expect(surveyInputSchema.safeParse({ ...base, questions: [{ title: 'Q', mode: 'essay', options: ['x', 'y'] }] }).success).toBe(false);
    expect(surveyInputSchema.parse({ ...base, questions: [{ title: 'Q', mode: 'score', required: true }] }).questions[0]).toMatchObject({ required: true, multiple: false, secret: false, cancelable: false });
    expect(firstMessage(surveyInputSchema.safeParse(base))).toBe('설문 내용을 확인해주세요.');
  });
});

describe('comment and report input', () => {
  it.each(['\u200b', '\u3164\u3164', '\n\u200b\n'])('refuses a comment that shows nothing (%j)', (description) => {
    expect(firstMessage(commentInputSchema.safeParse({ description }))).toBe('댓글 내용을 입력해주세요.');
  });
  it('limits comments to 1000 characters', () => {
    expect(firstMessage(commentInputSchema.safeParse({ description: '' }))).toBe('댓글 내용을 입력해주세요.');
    expect(firstMessage(commentInputSchema.safeParse({ description: 'x'.repeat(1001) }))).toBe('댓글은 1000자 이하로 입력해주세요.');
  });
  it('needs a reason, and text for 기타', () => {
    expect(firstMessage(reportInputSchema.safeParse({ target: 'post', targetId: 1, reason: 9 }))).toBe('신고 사유를 선택해주세요.');
    expect(firstMessage(reportInputSchema.safeParse({ target: 'post', targetId: 1, reason: 5 }))).toBe('기타 사유를 입력해주세요.');
    expect(firstMessage(reportInputSchema.safeParse({ target: 'post', targetId: 1, reason: 5, description: '\u200b' }))).toBe('기타 사유를 입력해주세요.');
    expect(reportInputSchema.parse({ target: 'comment', targetId: 1, reason: 5, description: '사칭' })).toMatchObject({ reason: 5, description: '사칭' });
  });
});
