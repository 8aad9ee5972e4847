import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import SearchIcon from '@/features/search/SearchIcon';
import { useSiteSettings } from '@/features/site/useSiteSettings';
import { useOnceTrue } from '@/lib/useOnceTrue';
import { whenIdle } from '@/lib/whenIdle';
import AccountMenu from './AccountMenu';
import BarsIcon from './BarsIcon';
import LogoMark from './LogoMark';
import NavGroupMenu from './NavGroupMenu';
import { DONATE_LINK, isCurrentGroup, isCurrentLink, NAV_GROUPS, SITE_NAME, SOCIAL_AWARD_LINK } from './site';

const PANEL_ID = 'site-menu-panel';
const SEARCH_ROW_ID = 'site-search-row';

// The side panel (react-bootstrap's Offcanvas) loads the first time the menu button is used.
const MobilePanel = dynamic(() => import('./MobilePanel'), { ssr: false });
// So does the search box (with the search rules), the first time its button opens the row.
const SearchBox = dynamic(() => import('@/features/search/SearchBox'), { ssr: false });
// An open desktop menu's links, with the entries' names and the ABILITY check (never in the
// server's HTML: the menus are closed there). Fetched ahead, by the same loader, when the desktop
// menu is first pointed at or focused, or once the browser is idle if it shows (not on a phone).
const loadNavGroupLinks = () => import('./NavGroupLinks');
const NavGroupLinks = dynamic(loadNavGroupLinks, { ssr: false });
const preloadNavGroupLinks = () => void loadNavGroupLinks().catch(() => undefined);

/** Desktop (above 992px): one dropdown per group, then the single link. */
function DesktopNav({ blogUrl }: { blogUrl: string }) {
  const { asPath } = useRouter();
  const nav = useRef<HTMLDivElement>(null);
  // Hidden below 992px (CSS): no client rects then, and nothing to fetch.
  useEffect(
    () =>
      whenIdle(() => {
        if (nav.current?.getClientRects().length) preloadNavGroupLinks();
      }),
    [],
  );
  return (
    <div ref={nav} className="site-nav-desktop ms-auto align-items-center navbar-nav" onPointerEnter={preloadNavGroupLinks} onFocus={preloadNavGroupLinks}>
      {NAV_GROUPS.map((group) => (
        <NavGroupMenu
          key={group.id}
          id={`site-nav-${group.id}`}
          title={group.label}
          className={isCurrentGroup(group, asPath) ? 'site-nav-group active' : 'site-nav-group'}
        >
          <NavGroupLinks group={group} blogUrl={blogUrl} />
        </NavGroupMenu>
      ))}
      <Link
        prefetch={false}
        href={SOCIAL_AWARD_LINK.href}
        className={isCurrentLink(SOCIAL_AWARD_LINK.href, asPath) ? 'site-nav-link nav-link active' : 'site-nav-link nav-link'}
        aria-current={isCurrentLink(SOCIAL_AWARD_LINK.href, asPath) ? 'page' : undefined}
      >
        {SOCIAL_AWARD_LINK.label}
      </Link>
    </div>
  );
}

/**
 * The shared header: the site name, the menu of SPEC section 2 (dropdowns above 992px, a side
 * panel below), the 후원하기 button and the account corner (로그인, or the user's avatar menu).
 *
 * Its links do not prefetch when they come into view (prefetch={false}): next/link would load and
 * run the code of every page the header shows as soon as the browser is idle, on every page, which
 * was most of a phone's blocking time at start (docs/STARTUP.md). They still prefetch on hover and
 * touch, before the click.
 */
export default function Header() {
  const router = useRouter();
  const [panelOpen, setPanelOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const closeSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };
  const panelWanted = useOnceTrue(panelOpen);
  const blogUrl = useSiteSettings()?.blogUrl ?? '';

  useEffect(() => {
    const close = () => {
      setPanelOpen(false);
      setSearchOpen(false);
    };
    router.events?.on('routeChangeStart', close);
    return () => router.events?.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <header className="site-header">
      <nav className="py-2 navbar navbar-expand-lg navbar-light" aria-label="주 메뉴">
        <div className="container">
          <Link prefetch={false} href="/" className="site-brand d-flex align-items-center gap-2 navbar-brand">
            <LogoMark />
            <span className="site-brand-name">{SITE_NAME}</span>
            <span className="site-brand-sub d-none d-sm-inline">사회공헌협회</span>
          </Link>
          <DesktopNav blogUrl={blogUrl} />
          <button
            ref={searchToggle}
            type="button"
            className={searchOpen ? 'site-search-toggle btn ms-auto ms-lg-2 active' : 'site-search-toggle btn ms-auto ms-lg-2'}
            aria-controls={SEARCH_ROW_ID}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
            <span className="visually-hidden">{searchOpen ? '통합검색 닫기' : '통합검색 열기'}</span>
          </button>
          <div className="site-account ms-2 ms-xl-3 d-flex align-items-center">
            <Link prefetch={false} href={DONATE_LINK.href} className="site-donate btn me-2" aria-current={isCurrentLink(DONATE_LINK.href, router.asPath) ? 'page' : undefined}>
              {DONATE_LINK.label}
            </Link>
            <AccountMenu />
          </div>
          <button
            type="button"
            className="site-menu-toggle btn ms-2"
            aria-controls={PANEL_ID}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen(true)}
          >
            <BarsIcon />
            <span className="visually-hidden">메뉴 열기</span>
          </button>
        </div>
      </nav>
      <div id={SEARCH_ROW_ID} className="site-search-row" hidden={!searchOpen}>
        {searchOpen && (
          <div className="container py-2">
            <SearchBox id="site-search-q" autoFocus onEscape={closeSearch} onSearch={() => setSearchOpen(false)} />
          </div>
        )}
      </div>
      {/* Mounted on first use, then kept so that closing animates. */}
      {panelWanted && <MobilePanel id={PANEL_ID} show={panelOpen} onHide={() => setPanelOpen(false)} blogUrl={blogUrl} />}
    </header>
  );
}
