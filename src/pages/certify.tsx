import type { GetStaticProps } from 'next';
import { SITE_NAME } from '@nanum/shared/siteIdentity';
import { publicUrlOf } from '@nanum/shared/siteOrigin';
import CertifyView from '@/features/account/CertifyView';
import SiteMeta from '@/features/app/SiteMeta';
import type { SiteOriginProps } from '@/features/app/siteOrigin';

const TITLE = '회원 인증이 필요합니다';

/**
 * Prerendered at build time (no server data: the pages bench's static baseline), so its share tags
 * take the site's address from PUBLIC_URL as the build reads it (the Dockerfile's build argument),
 * the way NEXT_PUBLIC_* settings are read at build time.
 */
export const getStaticProps: GetStaticProps<SiteOriginProps> = () => ({ props: { siteOrigin: publicUrlOf(process.env.PUBLIC_URL, process.env.PORT) } });

/** /certify: shown to a logged-in user who is not verified (SPEC section 2). */
export default function CertifyPage() {
  return (
    <>
      <SiteMeta title={TITLE} documentTitle={`${TITLE} | ${SITE_NAME}`} description="나눔 사회공헌협회 회원 인증: 인증을 마친 회원은 프로필, 알림과 봉사 활동 기능을 이용할 수 있습니다." path="/certify" />
      <CertifyView />
    </>
  );
}
