/** How the site names and shows itself to search engines, feeds and share previews. */
export const SITE_NAME = '나눔';

export const SITE_DESCRIPTION = '나눔 사회공헌협회의 소식과 청소년 봉사 활동';

/** The default share picture (KakaoTalk, Band, Facebook, X): 1200 × 630, the size they show large. */
export const SHARE_IMAGE = { path: '/images/share/nanum-share.png', width: 1200, height: 630 } as const;

/** An address on the site made absolute on its public origin; an absolute one stays as it is. */
export const absoluteOn = (origin: string, pathOrUrl: string): string => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
