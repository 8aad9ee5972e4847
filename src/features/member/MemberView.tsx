import SiteMeta from '@/features/app/SiteMeta';
import Link from 'next/link';
import { MEMBER_CATEGORIES, MEMBER_CATEGORY_LABELS, type MemberCategory } from '@nanum/shared/memberCategories';
import type { OrgMemberView } from '@nanum/shared/siteViews';
import PageHero from '@/features/content/PageHero';
import styles from './MemberView.module.css';

export interface MemberPageProps {
  category: MemberCategory;
  members: OrgMemberView[];
}

// A plain <img>: a photo is an upload (served as stored) or an SVG, which next/image
// serves unoptimised anyway, so its loader code (about 4 kB gzip) bought nothing (docs/BUNDLES.md).
const DEFAULT_PHOTO = '/images/profile/default-unknown.svg';

/** /member?page=...: the people of one category of the organisation (org_members). */
export default function MemberView({ category, members }: MemberPageProps) {
  const label = MEMBER_CATEGORY_LABELS[category];
  return (
    <>
      <SiteMeta title={`${label} | 구성원`} description={`나눔 사회공헌협회 ${label} 구성원을 소개합니다.`} path={`/member?page=${category}`} />
      <PageHero eyebrow="구성원" title={label} lead="나눔과 함께 이웃의 내일을 만드는 사람들입니다.">
        <nav aria-label="구성원 분류" className="mt-4">
          <ul className="pill-links list-unstyled d-flex flex-wrap gap-2 mb-0">
            {MEMBER_CATEGORIES.map((key) => (
              <li key={key}>
                <Link prefetch={false} href={`/member?page=${key}`} className={key === category ? 'pill-link active' : 'pill-link'} aria-current={key === category ? 'page' : undefined}>
                  {MEMBER_CATEGORY_LABELS[key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="py-5 container">
        {members.length === 0 ? (
          <p className="text-center text-body-secondary py-5 mb-0">아직 소개할 구성원이 없습니다.</p>
        ) : (
          <ul className="g-4 list-unstyled row row-cols-xl-4 row-cols-lg-3 row-cols-sm-2 row-cols-1">
            {members.map((member) => (
              <li className="col" key={member.id}>
                <article className={`${styles.card} h-100`}>
                  <img src={member.image || DEFAULT_PHOTO} alt="" width={96} height={96} loading="lazy" decoding="async" className={styles.photo} />
                  <h2 className={styles.name}>{member.name}</h2>
                  <p className={styles.position}>{member.position}</p>
                  <p className={`${styles.description} mb-0`}>{member.description}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
