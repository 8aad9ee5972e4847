import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import AccountMenu from './AccountMenu';
import LogoMark from './LogoMark';
import { isInSection, PRIMARY_LINKS, SITE_NAME } from './site';

/**
 * The shared header: the site name, the primary links and the account corner (로그인, or the
 * user's avatar menu). The links collapse behind a toggle below 992px; the account corner stays
 * beside the toggle.
 */
export default function Header() {
  const { pathname } = useRouter();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);

  return (
    <header className="site-header">
      <Navbar
        expand="lg"
        className="py-2"
        aria-label="주 메뉴"
        expanded={expanded}
        onToggle={setExpanded}
        onSelect={close}
      >
        <Container>
          <Navbar.Brand as={Link} href="/" onClick={close} className="site-brand d-flex align-items-center gap-2">
            <LogoMark />
            <span className="site-brand-name">{SITE_NAME}</span>
            <span className="site-brand-sub d-none d-sm-inline">사회공헌협회</span>
          </Navbar.Brand>
          <div className="order-lg-last ms-auto ms-lg-3 d-flex align-items-center">
            <AccountMenu />
          </div>
          <Navbar.Toggle
            aria-controls="site-nav"
            aria-expanded={expanded}
            label={expanded ? '메뉴 닫기' : '메뉴 열기'}
            className="ms-2"
          />
          <Navbar.Collapse id="site-nav">
            <Nav className="ms-auto align-items-lg-center gap-lg-2">
              {PRIMARY_LINKS.map((link) => {
                const current = isInSection(pathname, link.section);
                return (
                  <Nav.Link
                    key={link.href}
                    as={Link}
                    href={link.href}
                    active={current}
                    aria-current={current ? 'page' : undefined}
                    className="site-nav-link"
                  >
                    {link.label}
                  </Nav.Link>
                );
              })}
              <Nav.Item className="ms-lg-2 mt-2 mt-lg-0">
                <Link href="/join" className="btn btn-accent px-3" onClick={close}>
                  함께하기
                </Link>
              </Nav.Item>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
