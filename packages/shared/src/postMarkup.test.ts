import { describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from './boardMessages';
import { commentInputSchema, postDraftSchema, postInputSchema } from './boardSchemas';
import { POST_CONTENT_MAX } from './boardRules';
import { markupSize, markupWithinLimits, POST_MARKUP_LIMITS } from './postMarkup';

/** A long post as the editor writes it: paragraphs with marks and a link, lists, pictures, a quote. */
const editorPost = (paragraphs: number) =>
  Array.from({ length: paragraphs }, (_, n) =>
    [
      `<h2>${n + 1}일째</h2>`,
      `<p>오늘은 <strong>어르신 댁</strong>에 연탄을 나르고 <em>김장</em>을 도왔습니다. <a target="_blank" rel="noopener noreferrer nofollow" href="https://nanum.example/${n}">기록</a>도 남겼어요.<br>내일도 갑니다.</p>`,
      `<ul><li><p>장갑과 <u>앞치마</u></p></li><li><p>물</p><ul><li><p>두 병</p></li></ul></li></ul>`,
      n % 5 === 0 ? `<p><img src="/api/community/images/${n + 1}" alt="사진 ${n + 1}"></p>` : '',
      n % 9 === 0 ? '<blockquote><p>“먼저 묻고, 충분히 듣고, 기다리는 것.”</p></blockquote><hr>' : '',
    ].join(''),
  ).join('');

describe('markupSize', () => {
  it.each([
    ['', { elements: 0, depth: 0 }],
    ['그냥 글', { elements: 0, depth: 0 }],
    ['<p>한 문단</p>', { elements: 1, depth: 1 }],
    ['<p>a<br>b<img src="/x"></p><hr>', { elements: 4, depth: 1 }],
    ['<ul><li><p><strong><em>깊이</em></strong></p></li></ul>', { elements: 5, depth: 5 }],
    ['<P>대문자</P >', { elements: 1, depth: 1 }],
    // Text that only looks like markup is no element: "<" not followed by a letter.
    ['1 < 2, 3 <= 4, <3, </>', { elements: 0, depth: 0 }],
    // Left open: each one nests in the last.
    ['<p>x<b><b><b></p>', { elements: 4, depth: 4 }],
    // An end tag where the parser reads none closes nothing here either: in a comment, an attribute
    // value, a script or CDATA.
    ['<b><!--</b>--><i>', { elements: 2, depth: 2 }],
    ['<b><i title="</i></b>"><u>', { elements: 3, depth: 3 }],
    ["<b><i title='</i>'><u>", { elements: 3, depth: 3 }],
    ['<b><![CDATA[</b>]]><i>', { elements: 2, depth: 2 }],
    ['<b><script>x</scripty></b><i>', { elements: 3, depth: 3 }],
    // ...and closes where the parser reads one: after "<!-->" (a whole comment), "</script >".
    ['<b><!--></b><i>', { elements: 2, depth: 1 }],
    ['<b><script>x</script ><i>', { elements: 3, depth: 2 }],
    // Markup-looking text inside a comment or an attribute still counts (an upper bound, never less).
    ['<!-- <b><b> -->', { elements: 2, depth: 2 }],
    // Misnested: the parser closes down to the <b>; this count does not (higher, never lower).
    ['<b><i></b></i>', { elements: 2, depth: 2 }],
  ])('%j', (html, size) => {
    expect(markupSize(html)).toEqual(size);
  });

  it('closes what the editor opens: a long post stays shallow', () => {
    const size = markupSize(editorPost(200));
    expect(size.depth).toBeLessThanOrEqual(8);
    expect(size.elements).toBeGreaterThan(2_000);
  });

  it('stops counting once past the limit it is given', () => {
    expect(markupSize('<b>'.repeat(1000), { elements: 10, depth: 1000 })).toEqual({ elements: 11, depth: 11 });
  });
});

describe('markupWithinLimits', () => {
  const { elements, depth } = POST_MARKUP_LIMITS;
  it.each([
    ['a long editor post (200 days of paragraphs, lists, pictures)', editorPost(200), true],
    ['a plain long text', `<p>${'가'.repeat(POST_CONTENT_MAX - 7)}</p>`, true],
    [`${elements} paragraphs`, '<p>x</p>'.repeat(elements), true],
    [`${elements + 1} paragraphs`, '<p>x</p>'.repeat(elements + 1), false],
    [`lists nested ${depth / 2} deep`, '<ul><li>'.repeat(depth / 2) + '</li></ul>'.repeat(depth / 2), true],
    [`lists nested ${depth / 2 + 1} deep`, '<ul><li>'.repeat(depth / 2 + 1) + '</li></ul>'.repeat(depth / 2 + 1), false],
    // The reported payloads: 33,000 unclosed <b> (99 KB), and 5,500 short paragraphs (99 KB).
    ['"<p>x" and 33,000 <b>', `<p>x${'<b>'.repeat(33_000)}</p>`, false],
    ['5,500 paragraphs', '<p>hello world</p>'.repeat(5_500), false],
    ['unclosed <b> hidden behind comments', '<b><!--</b>-->'.repeat(depth + 1), false],
  ])('%s: %s', (_name, html, within) => {
    expect(markupWithinLimits(html)).toBe(within);
  });
});

describe('the board schemas refuse too complex markup with the Korean message', () => {
  const nested = `<p>x${'<b>'.repeat(300)}</p>`;
  const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
  it.each([
    ['a post', postInputSchema.safeParse({ title: '제목', content: nested })],
    ['a draft', postDraftSchema.safeParse({ title: '제목', content: nested })],
    ['a comment', commentInputSchema.safeParse({ description: nested })],
  ])('%s', (_name, result) => {
    expect(firstMessage(result)).toBe(BOARD_MESSAGES.contentTooComplex);
    expect(BOARD_MESSAGES.contentTooComplex).toBe('글의 서식이 너무 복잡합니다. 내용을 나누어 올려주세요.');
  });
  it('keeps "too long" first for a body over the length limit', () => {
    expect(firstMessage(postInputSchema.safeParse({ title: '제목', content: '<b>'.repeat(POST_CONTENT_MAX) }))).toBe(BOARD_MESSAGES.contentTooLong);
  });
  it('takes a long editor post', () => {
    expect(postInputSchema.safeParse({ title: '제목', content: editorPost(100) }).success).toBe(true);
  });
});
