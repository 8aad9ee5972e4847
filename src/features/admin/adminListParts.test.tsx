import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import AdminPager from './AdminPager';
import RowActions from './RowActions';

const noop = () => undefined;
const cell = (element: React.ReactElement) => renderToStaticMarkup(<table><tbody><tr>{element}</tr></tbody></table>);
const buttons = (html: string) => [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map((match) => ({ attributes: match[1] ?? '', text: match[2] ?? '' }));

describe('RowActions', () => {
  it('is the 관리 line of a row card on phones, its buttons named after the row', () => {
    const html = cell(<RowActions name="서울 본부" onEdit={noop} onRemove={noop} />);
    expect(html).toContain('<td data-label="관리" class="text-nowrap">');
    expect(buttons(html).map(({ attributes, text }) => [/aria-label="([^"]*)"/.exec(attributes)?.[1], text])).toEqual([
      ['서울 본부 수정', '수정'],
      ['서울 본부 삭제', '삭제'],
    ]);
  });

  it('puts a row’s own buttons between edit and delete, and reads unnamed buttons by their text', () => {
    const html = cell(
      <RowActions onEdit={noop} onRemove={noop}>
        <button type="button">숨기기</button>
      </RowActions>,
    );
    expect(buttons(html).map(({ text }) => text)).toEqual(['수정', '숨기기', '삭제']);
    expect(html).not.toContain('aria-label');
  });

  it('has no delete without a remove action, and a disabled one that says why when refused', () => {
    expect(buttons(cell(<RowActions name="공지" editText="저장" onEdit={noop} />)).map(({ text }) => text)).toEqual(['저장']);
    const refused = buttons(cell(<RowActions name="공지" onEdit={noop} onRemove={noop} removeRefusal="게시글이 쓰는 말머리는 삭제할 수 없습니다." />))[1];
    expect(refused?.attributes).toContain('disabled=""');
    expect(refused?.attributes).toContain('title="게시글이 쓰는 말머리는 삭제할 수 없습니다."');
  });
});

describe('AdminPager', () => {
  const render = (page: number, pages: number) => renderToStaticMarkup(<AdminPager page={page} pages={pages} onChange={noop} label="회원 목록 페이지" />);

  it('shows where the list is and offers no step past either end', () => {
    expect(render(1, 3)).toContain('aria-label="회원 목록 페이지"');
    expect(render(2, 3).replace(/<[^>]+>/g, '')).toBe('이전2 / 3다음');
    expect(buttons(render(1, 3)).map(({ attributes }) => attributes.includes('disabled'))).toEqual([true, false]);
    expect(buttons(render(3, 3)).map(({ attributes }) => attributes.includes('disabled'))).toEqual([false, true]);
  });
});
