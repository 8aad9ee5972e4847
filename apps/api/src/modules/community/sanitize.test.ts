import { createRequire } from 'node:module';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { BOARD_MESSAGES } from '@nanum/shared/boardMessages';
import { markupSize } from '@nanum/shared/postMarkup';
import { renderMarkdown } from '../site/markdown';
import { cleanPostBody, imageIdsIn, plainText, sanitizePostHtml, textOfCleanHtml } from './sanitize';

/** The HTML parser sanitize-html runs (htmlparser2), as sanitize-html itself resolves it. */
const { Parser } = createRequire(createRequire(import.meta.url).resolve('sanitize-html'))('htmlparser2') as {
  Parser: new (handlers: { onopentag: (name: string, attributes: unknown, implied: boolean) => void }, options: { decodeEntities: boolean }) => { stack: unknown[]; write(html: string): void; end(): void };
};

/** What the parser builds of `html`: its start tags (not those it implies) and the deepest nesting they reach. */
function parsedSize(html: string): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag: (_name, _attributes, implied) => {
        if (implied) return;
        elements += 1;
        depth = Math.max(depth, parser.stack.length);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { elements, depth };
}

/** A deterministic pseudo-random sequence (mulberry32), so that a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

/** Pieces of hostile and odd markup: tags, quotes, comments, CDATA, declarations, raw-text elements. */
const PIECES = [
  '<b>', '</b>', '<i>', '</i>', '<B>', '</B >', '<p>', '</p>', '<p/>', '<div>', '<li>', '</li>', '<ul>', '<h2>', '<table>', '<tr>', '<td>', '<svg>', '</svg>', '<math>',
  '<select>', '<option>', '<br>', '<img>', '<b/>', '</ b>', '</>', '<b x', '</b x>', '<<b>', '<i<b>', '<a href=', '<a title="', '<a b=x"', ' c="', "a='", '<a\nhref="x">', '</a>',
  '<!--', '-->', '--', '-', '<!-->', '<!--->', '<!->', '<!>', '<!', '<?', '<![CDATA[', '<![CDATA', ']]>', ']', '[',
  '<script>', '</script>', '</script ', '</scriptx', '<script/>', '<SCRIPT>', '</SCRIPT>', '<scripts>', '<scr', 'ipt>', '</scr', '<style>', '<title>', '<TiTle>', '</tItle', '</title>',
  '<textarea>', '</textarea>', '<xmp>', '</xmp>', '"', "'", '=', ' ', '\t', '\f', '\n', '>', '<', '/', '</', '&amp;', '&', 'x',
];

describe('markupSize bounds what the parser builds', () => {
  it('never counts fewer elements, nor a shallower nesting, than htmlparser2 makes of the same text', () => {
    const random = randomFrom(20261202);
    for (let round = 0; round < 20_000; round += 1) {
      let html = '';
      for (let n = 1 + random(60); n > 0; n -= 1) html += PIECES[random(PIECES.length)];
      const ours = markupSize(html);
      const parsed = parsedSize(html);
      if (ours.elements < parsed.elements || ours.depth < parsed.depth) expect({ html, ours }).toEqual({ html, ours: parsed });
    }
  });
});

/** Bodies as members send them, hostile ones included; each is cleaned first, as a stored body is. */
const BODIES = [
  '<p>평범한 문단</p><p>둘째 문단<br>줄바꿈</p>',
  '<h1>큰 제목</h1><h2>제목</h2><h3>소제목</h3><h4>작은</h4><ul><li><p>하나</p></li><li><p>둘</p><ol start="3"><li><p>셋</p></li></ol></li></ul>',
  '<blockquote><p>인용</p></blockquote><pre><code>const a = 1 &lt; 2 &amp;&amp; b &gt; c;\n  들여쓰기</code></pre><hr>',
  '<p>&lt;b&gt;태그처럼 보이는 글&lt;/b&gt; &amp;lt; &amp;amp; &quot;따옴표&quot; &#39;작은&#39; 1 &lt; 2</p>',
  '<p>&nbsp;공백&nbsp;&nbsp;여럿\u00a0\u3000</p><p>\u200b\u3164</p>',
  '<p>그림 <img src="/api/community/images/7" alt="설명 &quot;따옴표&quot; &lt;b&gt;"> 과 <img alt="앞" src="/api/community/images/12"><img src="/api/community/images/7" alt="">',
  '<img src="https://evil.example/x.png"><img src="/api/community/images/1x"><img src="/api/community/images/99999999999"><img src=/api/community/images/5>',
  '<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)></svg><iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">링크</a><a href="jav&#x09;ascript:alert(1)">링크2</a><a href="https://nanum.example/?a=1&amp;b=2">안전</a>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><p style="x" onclick="y">본문</p>',
  '<p>x<b><b><i>닫지 않은</p>끝<li>목록 밖<td>칸',
  '<select><option><img src="/api/community/images/3"></option></select><textarea><img src="/api/community/images/4"></textarea>',
  '<!-- 주석 <img src="/api/community/images/8"> --><![CDATA[ <p>x</p> ]]>글',
  '<P>대문자</P><BR/><Br >끝',
  '',
];

describe('cleanPostBody: one parse for the stored HTML, its pictures and its text', () => {
  /** The image ids read by a second parse, as the writes did before (sanitize-html over the cleaned HTML). */
  const parsedImageIds = (html: string) => {
    const ids: number[] = [];
    sanitizeHtml(html, {
      allowedTags: ['img'],
      allowedAttributes: { img: ['src'] },
      exclusiveFilter: (frame) => {
        const match = /^\/api\/community\/images\/(\d{1,10})$/.exec(frame.attribs.src ?? '');
        if (frame.tag === 'img' && match) ids.push(Number(match[1]));
        return false;
      },
    });
    return [...new Set(ids)];
  };

  it.each(BODIES.map((body) => [body]))('%j', (body) => {
    const clean = cleanPostBody(body);
    expect(clean.html).toBe(sanitizePostHtml(body));
    expect(clean.imageIds).toEqual(parsedImageIds(clean.html));
    expect(imageIdsIn(clean.html)).toEqual(clean.imageIds);
    expect(clean.text).toBe(plainText(clean.html, Number.MAX_SAFE_INTEGER));
    for (const max of [10, 60, 150, 300]) expect(textOfCleanHtml(clean.html, max)).toBe(plainText(clean.html, max));
    expect(clean.html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|<base|<meta|style=/i);
  });

  it('reads a rendered content page as plainText does', () => {
    const html = renderMarkdown('# 나눔\n\n**굵게** _기울임_ [링크](https://nanum.example/) 1 < 2 & 3\n\n| 칸 | 칸 |\n|---|---|\n| 가 | 나 |\n\n- 하나\n- 둘\n\n> 인용');
    expect(textOfCleanHtml(html, Number.MAX_SAFE_INTEGER)).toBe(plainText(html, Number.MAX_SAFE_INTEGER));
  });

  it('refuses a body past the markup limits before parsing it, in Korean', () => {
    for (const body of [`<p>x${'<b>'.repeat(33_000)}</p>`, '<p>hello world</p>'.repeat(5_500)]) {
      expect(() => cleanPostBody(body)).toThrow(expect.objectContaining({ status: 400, message: BOARD_MESSAGES.contentTooComplex }));
    }
  });

  it('reads text from any stored text in linear time, even text that is no clean HTML', () => {
    expect(textOfCleanHtml('<p>a</p>b<c d="e>f">g<<<<h')).toBe('a bf">g');
    expect(textOfCleanHtml('<'.repeat(100_000))).toBe('');
    expect(textOfCleanHtml(`<p>${'가'.repeat(200)}</p>`)).toHaveLength(150);
  });
});
