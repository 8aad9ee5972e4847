import { createContext, useContext } from 'react';

/**
 * The site's public origin (PUBLIC_URL) for absolute addresses in share tags: server-rendered
 * pages pass it as the `siteOrigin` page prop (their server reads know it), _app provides it. Empty
 * on a page prerendered at build time, which then leaves out the tags that need it.
 */
export const SiteOriginContext = createContext('');

export const useSiteOrigin = (): string => useContext(SiteOriginContext);

/** The page prop that carries the origin. */
export interface SiteOriginProps {
  siteOrigin?: string;
}
