import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LogoMark from './LogoMark';

/** The drawing's shapes: every element after the root svg, with its attributes as written. */
const shapes = (svg: string) => [...svg.matchAll(/<(circle|path)\s([^>]*?)\s*\/?>(?:<\/\1>)?/g)].map((match) => `${match[1]} ${match[2]}`);

describe('LogoMark', () => {
  it('draws the same mark as the browser tab’s icon (public/favicon.svg)', () => {
    const favicon = fs.readFileSync(path.join(process.cwd(), 'public/favicon.svg'), 'utf8');
    const drawn = renderToStaticMarkup(<LogoMark size={28} />);
    expect(shapes(drawn)).toEqual(shapes(favicon));
    expect(shapes(drawn)).toHaveLength(2);
    expect(drawn).toContain('width="28"');
    expect(drawn).toContain('aria-hidden="true"');
  });
});
