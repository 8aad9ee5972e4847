import type { SiteSettings } from '@nanum/shared/siteContent';

/** The footer's parts drawn from the site settings (Footer.tsx loads them once the settings are fetched). */
export interface FooterContactsProps {
  settings: SiteSettings;
}

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
 * One of the two parts, as the footer places them (one chunk and one next/dynamic component for
 * both, in Footer.tsx): the address block or the social links.
 */
export default function FooterContacts({ part, settings }: FooterContactsProps & { part: 'address' | 'socials' }) {
  return part === 'address' ? <FooterAddress settings={settings} /> : <FooterSocials settings={settings} />;
}

/** The organisation's legal details and contact lines. */
export function FooterAddress({ settings }: FooterContactsProps) {
  return (
    <address className="mb-0">
      <DetailLine items={[['대표', settings.representative], ['사업자등록번호', settings.registrationNumber]]} />
      <DetailLine items={[['주소', settings.address]]} />
      <DetailLine items={[['전화', settings.phone], ['팩스', settings.fax], ['이메일', settings.email]]} />
    </address>
  );
}

/** The organisation's social media links that are set, each opening in a new tab. */
export function FooterSocials({ settings }: FooterContactsProps) {
  const socials = SOCIAL_LINKS.filter((link) => settings[link.key]);
  if (socials.length === 0) return null;
  return (
    <nav aria-label="소셜 미디어">
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {socials.map((link) => (
          <li key={link.key}>
            <a href={settings[link.key]} className="site-footer-social" target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (새 창)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
