import { describe, expect, it } from 'vitest';
import { markdownRendersInTime, renderMarkdown } from './markdown';

describe('content page Markdown', () => {
  it('reads a body it cannot render (stored before the save-time check) as its plain text, never failing the page', () => {
    const html = renderMarkdown(`${'>'.repeat(20_000)} <b>끝</b>`);
    expect(html.startsWith('<p>&gt;&gt;&gt;')).toBe(true);
    expect(html).toContain('&lt;b&gt;끝&lt;/b&gt;');
  });

  it('shows the site’s own pictures only, and no path that climbs out of their folders', () => {
    expect(renderMarkdown('![사무실](/api/files/site/ab12.webp) ![로고](/images/partners/logo-1.png)')).toContain('<img src="/api/files/site/ab12.webp"');
    for (const src of ['/images/../api/community/posts/1', '/api/files/./../user/logout', '/images/./a.png', '//evil.example/a.png', '/images/a.png?x=1']) {
      expect(renderMarkdown(`![x](${src})`)).not.toContain('<img');
    }
  });

  it('passes a long ordinary page and refuses one whose rendering would hold the server', async () => {
    const section = '## 활동 소개\n\n나눔은 **청소년**과 함께 [봉사](https://example.org)합니다.\n\n- 환경\n- 교육\n\n> 함께해요\n\n';
    expect(await markdownRendersInTime(section.repeat(Math.floor(90_000 / section.length)))).toBe(true);
    expect(await markdownRendersInTime('>'.repeat(5000))).toBe(false);
  }, 30_000);
});
