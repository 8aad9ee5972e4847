import Head from 'next/head';
import { absoluteOn, SHARE_IMAGE, SITE_NAME } from '@nanum/shared/siteIdentity';
import { useSiteOrigin } from './siteOrigin';

export interface SiteMetaProps {
  /** The page's own title: the preview's; the browser tab shows "title | 나눔" unless `documentTitle` says otherwise. */
  title: string;
  documentTitle?: string;
  description: string;
  /** The page's path on the site (canonical and og:url). */
  path: string;
  /** A picture of the page (a path on the site or an absolute address); the association's share picture otherwise. */
  image?: string | null;
  type?: 'website' | 'article';
}

/**
 * The head of a public page: title, description, canonical address, and the share preview
 * (Open Graph for KakaoTalk, Band and Facebook; Twitter card), absolute on PUBLIC_URL.
 */
export default function SiteMeta({ title, documentTitle, description, path, image, type = 'website' }: SiteMetaProps) {
  const origin = useSiteOrigin();
  const heading = documentTitle ?? `${title} | ${SITE_NAME}`;
  const picture = image ? { url: image } : { url: SHARE_IMAGE.path, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
  return (
    <Head>
      <title>{heading}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="ko_KR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {origin && <link rel="canonical" href={absoluteOn(origin, path)} />}
      {origin && <meta property="og:url" content={absoluteOn(origin, path)} />}
      {origin && <meta property="og:image" content={absoluteOn(origin, picture.url)} />}
      {origin && picture.width && <meta property="og:image:width" content={String(picture.width)} />}
      {origin && picture.height && <meta property="og:image:height" content={String(picture.height)} />}
      {origin && <meta name="twitter:image" content={absoluteOn(origin, picture.url)} />}
    </Head>
  );
}
