// @vitest-environment happy-dom
import { useEffect, useLayoutEffect, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import entry from './hydrateInTransition';

/** Where the first page's hydration stands: committed (layout effects ran), effects run (passive ones). */
const progress = { browser: false, committed: false, effectsRan: false, onCommit: () => {} };

/**
 * Marks the hydration's commit and its effects. Its commit takes longer than a frame of React's
 * scheduler (5 ms), as a phone's often does, so React yields to the browser between the commit and
 * the effects: a key pressed then is handled in between.
 */
function Progress() {
  useLayoutEffect(() => {
    if (!progress.browser) return;
    const until = performance.now() + 12;
    while (performance.now() < until);
    progress.committed = true;
    queueMicrotask(progress.onCommit);
  }, []);
  useEffect(() => {
    progress.effectsRan = true;
  }, []);
  return null;
}

/** The account-finding page's two tabs (src/features/account/FindView.tsx), react-bootstrap's. */
function Page() {
  return (
    <main>
      <Progress />
      <Tabs id="find-tabs" defaultActiveKey="email" transition={false}>
        <Tab eventKey="email" title="이메일 찾기">
          <p>이메일</p>
        </Tab>
        <Tab eventKey="password" title="비밀번호 찾기">
          <p>비밀번호</p>
        </Tab>
      </Tabs>
    </main>
  );
}

const tab = (key: string) => document.getElementById(`find-tabs-tab-${key}`) as HTMLElement;

describe('the first page between hydration and its effects', () => {
  it('an arrow key pressed on a tab then moves the focus with the selection', async () => {
    Object.assign(progress, { browser: false, committed: false, effectsRan: false });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    progress.browser = true;
    tab('email').focus();
    let pressedBeforeEffects: boolean | undefined;
    progress.onCommit = () => {
      pressedBeforeEffects = !progress.effectsRan;
      tab('email').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    };
    entry.hydrateRoot(container, <Page />);
    await expect.poll(() => progress.effectsRan).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(pressedBeforeEffects).toBe(true);
    expect(tab('password').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('password'));
    container.remove();
  });

  it('keeps the page when Next renders the next one into the same root', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}번
        </button>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counter />);
    document.body.append(container);
    const root = entry.hydrateRoot(container, <Counter />);
    const button = () => container.querySelector('button') as HTMLButtonElement;
    await expect.poll(() => (button().click(), button().textContent)).not.toBe('0번');
    const clicked = button().textContent;
    root.render(<Counter />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(button().textContent).toBe(clicked);
    root.unmount();
    container.remove();
  });
});
