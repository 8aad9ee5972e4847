import Link from '@/lib/Link';
import type { SiteSettings } from '@nanum/shared/siteContent';
import { useSiteSettings } from '@/features/site/useSiteSettings';
import LogoMark from './LogoMark';
import { ORGANISATION_NAME, SITE_TAGLINE } from './site';
import { clientOnly } from '@/lib/clientOnly';

// Swiper and its CSS load only with the carousel, after the page is interactive.
const PartnerCarousel = clientOnly(() => import('@/features/site/PartnerCarousel'));

const POLICY_LINKS = [
  { label: '이용약관', href: '/terms.html' },
  { label: '개인정보처리방침', href: '/privacy.html', strong: true },
  { label: '이메일무단수집거부', href: '/email.html' },
] as const;

const SOCIAL_LINKS: readonly { key: keyof SiteSettings; label: string }[] = [
  { key: 'blogUrl', label: '블로그' },
  { key: 'youtubeUrl', label: '유튜브' },
  { key: 'instagramUrl', label: '인스타그램' },
  { key: 'facebookUrl', label: '페이스북' },
  { key: 'kakaoChannelUrl', label: '카카오톡 채널' },
];

/** "label value" pairs of the settings that are set, as one line of the footer. */
function DetailLine({ items }: { items: [string, string][] }) {
  const shown = items.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <p className="site-footer-detail mb-1">
      {shown.map(([label, value]) => (
        <span key={label} className="site-footer-item">
          <span className="site-footer-label">{label}</span> {value}
        </span>
      ))}
    </p>
  );
}

/**
 * The shared footer: the partner carousel, the organisation's legal details and contact lines
 * (site settings), the policy pages and the social links.
 */
export default function Footer() {
  const settings = useSiteSettings();
  const socials = settings ? SOCIAL_LINKS.filter((link) => settings[link.key]) : [];

  return (
    <>
      <section className="site-partners" aria-labelledby="site-partners-title">
        <div className="py-4 container">
          <h2 id="site-partners-title" className="site-partners-title">
            함께하는 파트너
          </h2>
          <PartnerCarousel />
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
              {settings && (
                <address className="mb-0">
                  <DetailLine items={[['대표', settings.representative], ['사업자등록번호', settings.registrationNumber]]} />
                  <DetailLine items={[['주소', settings.address]]} />
                  <DetailLine items={[['전화', settings.phone], ['팩스', settings.fax], ['이메일', settings.email]]} />
                </address>
              )}
            </div>
            <div className="d-flex flex-column gap-3">
              <nav aria-label="약관 및 정책">
                <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
                  {POLICY_LINKS.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={'strong' in link ? 'site-footer-link fw-bold' : 'site-footer-link'}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {socials.length > 0 && (
                <nav aria-label="소셜 미디어">
                  <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                    {socials.map((link) => (
                      <li key={link.key}>
                        <a href={settings?.[link.key]} className="site-footer-social" target="_blank" rel="noopener noreferrer">
                          {link.label}
                          <span className="visually-hidden"> (새 창)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
          </div>
          <hr className="site-footer-rule my-4" />
          <p className="mb-0 small">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {settings?.organisationName || ORGANISATION_NAME}. All rights reserved.
          </p>
        </div>
      </footer>
    </>
  );
}
