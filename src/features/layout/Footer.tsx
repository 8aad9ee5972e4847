import dynamic from 'next/dynamic';
import Link from 'next/link';
import WhenVisible from '@/features/app/WhenVisible';
import { useSiteSettings } from '@/features/site/useSiteSettings';
import LogoMark from './LogoMark';
import { ORGANISATION_NAME, SITE_TAGLINE } from './site';

// Swiper and its CSS load only with the carousel, when the footer comes near the screen; while
// they load, the band keeps the placeholder's height, so the page's end does not move.
const PartnerCarousel = dynamic(() => import('@/features/site/PartnerCarousel'), { ssr: false, loading: () => <div className="partner-carousel" /> });
// The contact lines and social links show the site settings, which the browser fetches after
// hydration: their code is fetched beside them instead of with every page.
const FooterContacts = dynamic(() => import('./FooterContacts'), { ssr: false });

const POLICY_LINKS = [
  { label: '이용약관', href: '/terms.html' },
  { label: '개인정보처리방침', href: '/privacy.html', strong: true },
  { label: '이메일무단수집거부', href: '/email.html' },
] as const;

/**
 * The shared footer: the partner carousel, the organisation's legal details and contact lines
 * (site settings), the policy pages and the social links.
 */
export default function Footer() {
  const settings = useSiteSettings();

  return (
    <>
      <section className="site-partners" aria-labelledby="site-partners-title">
        <div className="py-4 container">
          <h2 id="site-partners-title" className="site-partners-title">
            함께하는 파트너
          </h2>
          <WhenVisible className="partner-carousel">
            <PartnerCarousel />
          </WhenVisible>
        </div>
      </section>
      <footer className="site-footer">
        <div className="py-5 container">
          <div className="d-flex flex-column flex-lg-row justify-content-between gap-4">
            <div>
              <p className="site-footer-name d-flex align-items-center gap-2 mb-2">
                <LogoMark size={28} />
                {settings?.organisationName || ORGANISATION_NAME}
              </p>
              <p className="site-footer-tagline mb-3">{SITE_TAGLINE}</p>
              {settings && <FooterContacts part="address" settings={settings} />}
            </div>
            <div className="d-flex flex-column gap-3">
              <nav aria-label="약관 및 정책">
                <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
                  {POLICY_LINKS.map((link) => (
                    <li key={link.href}>
                      <Link prefetch={false} href={link.href} className={'strong' in link ? 'site-footer-link fw-bold' : 'site-footer-link'}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {settings && <FooterContacts part="socials" settings={settings} />}
            </div>
          </div>
          <hr className="site-footer-rule my-4" />
          {/* No year: the site's clock (an Intl formatter in Korean time) was a plain page's only date work at start (docs/STARTUP.md). */}
          <p className="mb-0 small">
            © {settings?.organisationName || ORGANISATION_NAME}. All rights reserved.
          </p>
        </div>
      </footer>
    </>
  );
}
