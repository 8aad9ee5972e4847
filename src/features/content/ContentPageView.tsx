import Link from 'next/link';
import SiteMeta from '@/features/app/SiteMeta';
import { NAV_ENTRY_LABELS } from '@/features/layout/navEntries';
import { isPageEntry, NAV_GROUPS, type NavGroup } from '@/features/layout/site';
import type { ContentPageProps } from './contentPageProps';
import PageHero from './PageHero';
import styles from './ContentPageView.module.css';

/** The menu group a page belongs to (none for the policy pages). */
function groupOf(slug: string): NavGroup | undefined {
  return NAV_GROUPS.find((group) => group.entries.some((entry) => entry === `/${slug}`));
}

/** The other pages of the same group, beside the text (the group's plain links only). */
function SectionNav({ group, current }: { group: NavGroup; current: string }) {
  return (
    <nav aria-label={`${group.label} 메뉴`} className={styles.nav}>
      <p className={styles.title}>{group.label}</p>
      <ul className="list-unstyled mb-0">
        {group.entries.filter(isPageEntry).map((href) => (
          <li key={href}>
            <Link prefetch={false} href={href} className={href === current ? `${styles.link} active` : styles.link} aria-current={href === current ? 'page' : undefined}>
              {NAV_ENTRY_LABELS[href]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A content page kept as data (site_pages): title, lead and the API's sanitized HTML. */
export default function ContentPageView({ page }: ContentPageProps) {
  const group = groupOf(page.slug);
  const href = `/${page.slug}`;
  return (
    <>
      <SiteMeta title={page.title} description={page.lead} path={href} />
      <PageHero eyebrow={group?.label ?? '나눔 사회공헌협회'} title={page.title} lead={page.lead} />
      {/* Bootstrap's grid as plain markup (the classes react-bootstrap's Container, Row and Col
          wrote): no react-bootstrap in the JavaScript of the content pages. */}
      <div className="py-5 container">
        <div className="g-4 g-lg-5 row">
          {group && (
            <div className="order-last order-lg-first col-lg-3">
              <SectionNav group={group} current={href} />
            </div>
          )}
          <div className={group ? 'col-lg-9' : 'col-lg-10 offset-lg-1'}>
            {/* Markdown rendered and sanitized (allow-list) by the API. */}
            <article className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
          </div>
        </div>
      </div>
    </>
  );
}
