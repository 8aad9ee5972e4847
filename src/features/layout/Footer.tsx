import Link from 'next/link';
import Container from 'react-bootstrap/Container';
import LogoMark from './LogoMark';
import { ORGANISATION_NAME, PRIMARY_LINKS, SITE_TAGLINE } from './site';

/** The shared footer. The legal details, contact lines and partner carousel come later. */
export default function Footer() {
  return (
    <footer className="site-footer">
      <Container className="py-5">
        <div className="d-flex flex-column flex-lg-row justify-content-between gap-4">
          <div>
            <p className="site-footer-name d-flex align-items-center gap-2 mb-2">
              <LogoMark size={28} />
              {ORGANISATION_NAME}
            </p>
            <p className="mb-0 site-footer-tagline">{SITE_TAGLINE}</p>
          </div>
          <nav aria-label="바닥글 메뉴">
            <ul className="list-unstyled d-flex flex-wrap gap-3 gap-lg-4 mb-0">
              {PRIMARY_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="site-footer-link">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link href="/join" className="site-footer-link">
                  함께하기
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <hr className="site-footer-rule my-4" />
        <p className="mb-0 small">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {ORGANISATION_NAME}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
