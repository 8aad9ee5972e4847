import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useSiteSettings } from '@/features/site/useSiteSettings';
import { useAppSelector } from '@/store/hooks';
import AccountMenu from './AccountMenu';
import LogoMark from './LogoMark';
import { isCurrentGroup, isCurrentLink, NAV_GROUPS, resolveNavItem, SITE_NAME, SOCIAL_AWARD_LINK, type NavGroup, type ResolvedNavLink } from './site';

const PANEL_ID = 'site-menu-panel';

/** The group's links for this visitor (the ability link only when logged in, the blog when set). */
function useGroupLinks(): (group: NavGroup) => ResolvedNavLink[] {
  const userId = useAppSelector((state) => state.user?.id ?? null);
  const blogUrl = useSiteSettings()?.blogUrl ?? '';
  return (group) => group.items.map((item) => resolveNavItem(item, userId, blogUrl)).filter((item): item is ResolvedNavLink => item !== null);
}

function ExternalMark() {
  return <span className="visually-hidden"> (새 창)</span>;
}

/** Desktop (above 992px): one dropdown per group, then the single link. */
function DesktopNav({ links }: { links: (group: NavGroup) => ResolvedNavLink[] }) {
  const { asPath } = useRouter();
  return (
    <Nav className="site-nav-desktop ms-auto align-items-center">
      {NAV_GROUPS.map((group) => (
        <NavDropdown
          key={group.id}
          id={`site-nav-${group.id}`}
          title={group.label}
          className={isCurrentGroup(group, asPath) ? 'site-nav-group active' : 'site-nav-group'}
        >
          {links(group).map((item) =>
            item.external ? (
              <NavDropdown.Item key={item.href} href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
                <ExternalMark />
              </NavDropdown.Item>
            ) : (
              <NavDropdown.Item
                key={item.href}
                as={Link}
                href={item.href}
                active={isCurrentLink(item.href, asPath)}
                aria-current={isCurrentLink(item.href, asPath) ? 'page' : undefined}
              >
                {item.label}
              </NavDropdown.Item>
            ),
          )}
        </NavDropdown>
      ))}
      <Nav.Link
        as={Link}
        href={SOCIAL_AWARD_LINK.href}
        className="site-nav-link"
        active={isCurrentLink(SOCIAL_AWARD_LINK.href, asPath)}
        aria-current={isCurrentLink(SOCIAL_AWARD_LINK.href, asPath) ? 'page' : undefined}
      >
        {SOCIAL_AWARD_LINK.label}
      </Nav.Link>
    </Nav>
  );
}

/** Mobile (992px and below): every group as a titled list in a side panel. */
function MobilePanel({ show, onHide, links }: { show: boolean; onHide: () => void; links: (group: NavGroup) => ResolvedNavLink[] }) {
  const { asPath } = useRouter();
  const linkProps = (href: string) => ({
    className: isCurrentLink(href, asPath) ? 'site-panel-link active' : 'site-panel-link',
    'aria-current': isCurrentLink(href, asPath) ? ('page' as const) : undefined,
    onClick: onHide,
  });
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" id={PANEL_ID} aria-labelledby={`${PANEL_ID}-title`} className="site-panel">
      <Offcanvas.Header closeButton closeLabel="메뉴 닫기">
        <Offcanvas.Title as="h2" id={`${PANEL_ID}-title`} className="site-panel-title">
          전체 메뉴
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label="전체 메뉴">
          {NAV_GROUPS.map((group) => (
            <section key={group.id} className="site-panel-group" aria-labelledby={`panel-${group.id}`}>
              <h3 id={`panel-${group.id}`} className="site-panel-heading">
                {group.label}
              </h3>
              <ul className="list-unstyled mb-0">
                {links(group).map((item) => (
                  <li key={item.href}>
                    {item.external ? (
                      <a href={item.href} target="_blank" rel="noopener noreferrer" className="site-panel-link" onClick={onHide}>
                        {item.label}
                        <ExternalMark />
                      </a>
                    ) : (
                      <Link href={item.href} {...linkProps(item.href)}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Link href={SOCIAL_AWARD_LINK.href} {...linkProps(SOCIAL_AWARD_LINK.href)}>
            {SOCIAL_AWARD_LINK.label}
          </Link>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

/**
 * The shared header: the site name, the menu of SPEC section 2 (dropdowns above 992px, a side
 * panel below) and the account corner (로그인, or the user's avatar menu).
 */
export default function Header() {
  const router = useRouter();
  const [panelOpen, setPanelOpen] = useState(false);
  const links = useGroupLinks();

  useEffect(() => {
    const close = () => setPanelOpen(false);
    router.events?.on('routeChangeStart', close);
    return () => router.events?.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <header className="site-header">
      <Navbar expand="lg" className="py-2" aria-label="주 메뉴">
        <Container>
          <Navbar.Brand as={Link} href="/" className="site-brand d-flex align-items-center gap-2">
            <LogoMark />
            <span className="site-brand-name">{SITE_NAME}</span>
            <span className="site-brand-sub d-none d-sm-inline">사회공헌협회</span>
          </Navbar.Brand>
          <DesktopNav links={links} />
          <div className="site-account ms-auto ms-xl-3 d-flex align-items-center">
            <AccountMenu />
          </div>
          <button
            type="button"
            className="site-menu-toggle btn ms-2"
            aria-controls={PANEL_ID}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen(true)}
          >
            <span className="navbar-toggler-icon" aria-hidden="true" />
            <span className="visually-hidden">메뉴 열기</span>
          </button>
        </Container>
      </Navbar>
      <MobilePanel show={panelOpen} onHide={() => setPanelOpen(false)} links={links} />
    </header>
  );
}
