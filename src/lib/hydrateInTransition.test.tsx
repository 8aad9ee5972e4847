// @vitest-environment happy-dom
import { useState } from 'react';
import { hydrateRoot as hydrateNow } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import entry from './hydrateInTransition';

const ITEMS = 120;

/** How many parts the browser has rendered (the server's HTML is made with `browser` false). */
const rendered = { count: 0, browser: false };

/** A part's work in the browser: counted, and about a millisecond of the main thread. */
function renderInBrowser(): void {
  if (!rendered.browser) return;
  rendered.count += 1;
  const until = performance.now() + 1;
  while (performance.now() < until);
}

function Part() {
  renderInBrowser();
  return <p>나눔</p>;
}

/** A page of many parts, and a button. */
function Page() {
  const [clicked, setClicked] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setClicked(true)}>{clicked ? '눌렀습니다' : '누르기'}</button>
      {Array.from({ length: ITEMS }, (_, index) => (
        <Part key={index} />
      ))}
    </main>
  );
}

/** The server's HTML of the page in the document, ready to hydrate (the count starts again). */
function serverPage(): HTMLElement {
  Object.assign(rendered, { count: 0, browser: false });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  rendered.browser = true;
  return container;
}

/** The parts hydrated as seen from each turn of the event loop until all are, and the page. */
async function hydrate(start: typeof hydrateNow): Promise<{ seen: number[]; container: HTMLElement }> {
  const container = serverPage();
  start(container, <Page />);
  const seen: number[] = [];
  while (rendered.count < ITEMS) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    seen.push(rendered.count);
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { seen, container };
}

describe("the browser's entry to React", () => {
  it('hydrates the first page in slices, with the browser running other tasks between them', async () => {
    const { seen } = await hydrate(entry.hydrateRoot);
    expect(seen.some((count) => count > 0 && count < ITEMS)).toBe(true);
  });

  it('where React alone hydrates the whole page in one task', async () => {
    const { seen } = await hydrate(hydrateNow);
    expect(seen.filter((count) => count > 0 && count < ITEMS)).toEqual([]);
  });

  it('answers a root whose page works: a click is handled once hydrated', async () => {
    const { container } = await hydrate(entry.hydrateRoot);
    container.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('button')?.textContent).toBe('눌렀습니다');
  });

  it('a click while the page is still hydrating is not lost: React hydrates at once and handles it', async () => {
    const container = serverPage();
    entry.hydrateRoot(container, <Page />);
    while (rendered.count === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rendered.count).toBeLessThan(ITEMS);
    container.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rendered.count).toBeGreaterThanOrEqual(ITEMS);
    expect(container.querySelector('button')?.textContent).toBe('눌렀습니다');
  });
});
