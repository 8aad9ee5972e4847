import Head from 'next/head';
import type { SiteSettings } from '@nanum/shared/siteContent';
import { absoluteOn, SITE_NAME } from '@nanum/shared/siteIdentity';
import SiteMeta from '@/features/app/SiteMeta';
import { useSiteOrigin } from '@/features/app/siteOrigin';
import { homeContent } from './homeContent';

const SOCIAL_KEYS = ['blogUrl', 'youtubeUrl', 'instagramUrl', 'facebookUrl', 'kakaoChannelUrl'] as const;

/**
 * The home page's head: its share preview, the search engines' site-verification codes the admin
 * set, and the association as schema.org NGO data (JSON-LD: a data block, which the Content
 * Security Policy does not run as script).
 */
export default function HomeMeta({ settings }: { settings: SiteSettings | null }) {
  const origin = useSiteOrigin();
  const organisation = origin && settings ? organisationData(origin, settings) : null;
  return (
    <>
      <SiteMeta title={`${SITE_NAME} 사회공헌협회`} documentTitle={homeContent.pageTitle} description={homeContent.description} path="/" />
      <Head>
        {settings?.naverSiteVerification && <meta name="naver-site-verification" content={settings.naverSiteVerification} />}
        {settings?.googleSiteVerification && <meta name="google-site-verification" content={settings.googleSiteVerification} />}
        {organisation && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organisation }} />}
      </Head>
    </>
  );
}

/** schema.org NGO as JSON, with `<` escaped so no value can close the script element. */
export function organisationData(origin: string, settings: SiteSettings): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: settings.organisationName || `${SITE_NAME} 사회공헌협회`,
    url: `${origin}/`,
    logo: absoluteOn(origin, '/favicon.svg'),
    description: homeContent.description,
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.address ? { address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'KR' } } : {}),
    sameAs: SOCIAL_KEYS.map((key) => settings[key]).filter(Boolean),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
