/**
 * Puts PortOne's script (window.PortOne) on the page before @portone/browser-sdk is asked for it.
 * The SDK keeps the promise of its first load for the page's life, a failed one too, and on a
 * later call waits on the script element already there, whose load never comes again: one failed
 * load (a network blip on a phone) made every later try on that page fail ("잠시 후 다시
 * 시도해주세요" could never succeed without a reload). Here a script that failed is removed, so the
 * next try loads it afresh; once window.PortOne is there, the SDK finds it and loads nothing.
 */
type PortOneWindow = Window & { PortOne?: unknown };

let loading: Promise<void> | null = null;

export function ensurePortOneScript(sdkUrl: string): Promise<void> {
  if ((window as PortOneWindow).PortOne) return Promise.resolve();
  if (loading) return loading;
  const attempt = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    const fail = () => {
      script.remove();
      reject(new Error('PortOne script did not load'));
    };
    script.addEventListener('load', () => ((window as PortOneWindow).PortOne ? resolve() : fail()));
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  loading = attempt;
  // A failed attempt is forgotten, so the next one loads the script afresh.
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}
