// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePortOneScript } from './portoneScript';

// happy-dom loads no script files: each one it is given fails, as a network blip would.
const SDK_URL = 'https://portone.invalid/v2/browser-sdk.js';

/** The PortOne scripts put on the page while `attempt` runs, and what became of the attempt. */
async function watch(attempt: () => Promise<void>) {
  const added: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src === SDK_URL) added.push(node);
  });
  observer.observe(document.head, { childList: true });
  const outcome = await attempt().then(
    () => 'loaded',
    () => 'failed',
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return { added, outcome };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'PortOne');
});

describe('PortOne’s script on the page', () => {
  it('tries again after a failed load: the failed script goes, and the next try puts a fresh one on the page', async () => {
    const first = await watch(() => ensurePortOneScript(SDK_URL));
    expect(first).toEqual({ added: [expect.any(HTMLScriptElement)], outcome: 'failed' });
    expect(first.added[0]!.isConnected).toBe(false);

    const second = await watch(() => ensurePortOneScript(SDK_URL));
    expect(second.outcome).toBe('failed');
    expect(second.added).toHaveLength(1);
    expect(second.added[0]).not.toBe(first.added[0]);
    expect(document.querySelectorAll(`script[src="${SDK_URL}"]`)).toHaveLength(0);
  });

  it('loads nothing once PortOne is on the page', async () => {
    Reflect.set(window, 'PortOne', {});
    expect(await watch(() => ensurePortOneScript(SDK_URL))).toEqual({ added: [], outcome: 'loaded' });
  });
});
