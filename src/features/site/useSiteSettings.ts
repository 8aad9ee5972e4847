import { useEffect, useState } from 'react';
import type { SiteSettings } from '@nanum/shared/siteContent';
import { inNextTask } from '@/lib/whenIdle';
import { fetchSiteSettings } from './siteApi';

/** One request per visit, shared by every component that needs the settings (header, footer). */
let pending: Promise<SiteSettings | null> | null = null;

function loadOnce(): Promise<SiteSettings | null> {
  pending ??= fetchSiteSettings().catch(() => {
    pending = null; // a network failure is retried by the next component that asks
    return null;
  });
  return pending;
}

/** The organisation's details (footer, blog link); null until loaded. */
export function useSiteSettings(): SiteSettings | null {
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  useEffect(() => {
    let alive = true;
    // Asked for in a task of its own, out of the hydration's effects (inNextTask).
    const cancel = inNextTask(() => {
      void loadOnce().then((value) => {
        if (alive) setSettings(value);
      });
    });
    return () => {
      alive = false;
      cancel();
    };
  }, []);
  return settings;
}
