import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ComponentType } from 'react';
import { canSeeAdminButton } from '@nanum/shared/permissions';
import { useAppSelector } from '@/store/hooks';
import { ADMIN_SECTIONS, sectionOf, sectionsFor, type AdminSectionKey } from './adminSections';
import AdminRefusal from './AdminRefusal';
import { useRevealCurrentItem } from './useRevealCurrentItem';
import styles from './admin.module.css';

/** Shown in the content area while a section's code loads (each section loads its data the same way). */
const SectionLoading = () => (
  <p className="py-3" role="status">
    불러오는 중입니다…
  </p>
);

// Each section is its own chunk, loaded when opened: the admin area's first load carries the
// navigation only (and no section's charts, editor or forms). The page is never rendered on the
// server (it waits for the session), so the sections are client-only.

const SECTION_VIEWS: Record<AdminSectionKey, ComponentType> = {
  dashboard: dynamic(() => import('./DashboardSection'), { ssr: false, loading: SectionLoading }),
  corporations: dynamic(() => import('./CorporationsSection'), { ssr: false, loading: SectionLoading }),
  popups: dynamic(() => import('./PopupsSection'), { ssr: false, loading: SectionLoading }),
  members: dynamic(() => import('./MembersSection'), { ssr: false, loading: SectionLoading }),
  youth: dynamic(() => import('./youth/YouthSection'), { ssr: false, loading: SectionLoading }),
  attendance: dynamic(() => import('./youth/AttendanceSection'), { ssr: false, loading: SectionLoading }),
  organisation: dynamic(() => import('./organisation/OrganisationSection'), { ssr: false, loading: SectionLoading }),
  reports: dynamic(() => import('./ReportsSection'), { ssr: false, loading: SectionLoading }),
  deleted: dynamic(() => import('./DeletedSection'), { ssr: false, loading: SectionLoading }),
  donations: dynamic(() => import('./DonationsSection'), { ssr: false, loading: SectionLoading }),
  broadcast: dynamic(() => import('./BroadcastSection'), { ssr: false, loading: SectionLoading }),
  content: dynamic(() => import('./content/ContentSection'), { ssr: false, loading: SectionLoading }),
  audit: dynamic(() => import('./AuditSection'), { ssr: false, loading: SectionLoading }),
};

/**
 * The admin area (/admin/page): a section navigation (links, so Tab and Enter work and each
 * section has its own address) and the chosen section. Shown to those who pass OPERATOR or
 * DIVISION (SPEC section 6); the API checks the same rule on every call.
 */
export default function AdminView() {
  const router = useRouter();
  const user = useAppSelector((state) => state.user);
  const loaded = useAppSelector((state) => state.session.loaded);
  const current = sectionOf(router.query.section, user);
  const Section = SECTION_VIEWS[current];
  const label = ADMIN_SECTIONS.find((section) => section.key === current)?.label ?? '';
  const allowed = loaded && canSeeAdminButton(user);
  // On a phone the menu is one sideways-scrolling line: keep the current section's item in view.
  const navList = useRevealCurrentItem<HTMLUListElement>(allowed ? current : null);

  if (!loaded) return <p className="p-4" role="status">불러오는 중입니다…</p>;
  if (!allowed) return <AdminRefusal loggedIn={!!user} />;

  return (
    <div className={styles.shell}>
      <nav className={styles.sidebar} aria-label="관리 메뉴">
        <Link href="/" className={styles.brand}>
          나눔 관리자
        </Link>
        <ul className={styles.navList} ref={navList}>
          {sectionsFor(user).map((section) => (
            <li key={section.key}>
              <Link
                href={{ pathname: '/admin/page', query: { section: section.key } }}
                className={styles.navLink}
                aria-current={section.key === current ? 'page' : undefined}
                shallow
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <div className={styles.topbar}>
          <h1 className="h4 mb-0">{label}</h1>
          <span className={`${styles.topbarUser} small`}>{user?.name}님</span>
        </div>
        <Section />
      </div>
    </div>
  );
}
