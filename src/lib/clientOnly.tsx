import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

/** A component made by clientOnly, with a way to fetch its code before it is first shown. */
export type ClientOnlyComponent<P> = ComponentType<P> & {
  /** Starts loading the code (e.g. on hover over the button that will show it); never rejects. */
  preload(): Promise<void>;
};

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true on the client afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A component whose code loads in the browser on first render, in a chunk of its own: what
 * next/dynamic does with `ssr: false`, written out because every use here is client-only and
 * next/dynamic's loader (about 1.5 kB gzip) would otherwise be in every page's JavaScript.
 * `Loading` (or nothing) stands in on the server, while hydrating and until the code is there; a
 * failed load shows `Loading` and is tried again the next time the component mounts.
 */
export function clientOnly<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Loading: ComponentType | null = null,
): ClientOnlyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      () => {
        pending = null;
      },
    );
    return pending;
  };

  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    const [, setReady] = useState(false);
    useEffect(() => {
      if (!hydrated || loaded) return undefined;
      let alive = true;
      void preload().then(() => {
        if (alive && loaded) setReady(true);
      });
      return () => {
        alive = false;
      };
    }, [hydrated]);
    if (!hydrated || !loaded) return Loading ? <Loading /> : null;
    const Component = loaded;
    return <Component {...props} />;
  }

  return Object.assign(ClientOnly, { preload });
}
