import Link from 'next/link';
import { useRouter } from 'next/router';
import { canSeeAdminButton } from '@nanum/shared/permissions';
import { useAppSelector } from '@/store/hooks';
import { ADMIN_SECTIONS, sectionOf, sectionsFor, type AdminSectionKey } from './adminSections';
import AuditSection from './AuditSection';
import BroadcastSection from './BroadcastSection';
import ContentSection from './content/ContentSection';
import CorporationsSection from './CorporationsSection';
import DashboardSection from './DashboardSection';
import DeletedSection from './DeletedSection';
import MembersSection from './MembersSection';
import OrganisationSection from './organisation/OrganisationSection';
import PopupsSection from './PopupsSection';
import ReportsSection from './ReportsSection';
import YouthSection from './youth/YouthSection';
import styles from './admin.module.css';

const SECTION_VIEWS: Record<AdminSectionKey, () => React.JSX.Element> = {
  dashboard: DashboardSection,
  corporations: CorporationsSection,
  popups: PopupsSection,
  members: MembersSection,
  youth: YouthSection,
  organisation: OrganisationSection,
  reports: ReportsSection,
  deleted: DeletedSection,
  broadcast: BroadcastSection,
  content: ContentSection,
  audit: AuditSection,
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

  if (!loaded) return <p className="p-4" role="status">불러오는 중입니다…</p>;
  if (!canSeeAdminButton(user)) {
    return (
      <div className="container py-5 text-center">
        <h1 className="h4 mb-3">관리자 페이지</h1>
        <p>권한이 없습니다.</p>
        <Link href="/" className="btn btn-primary">
          홈으로
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.shell}>
      <nav className={styles.sidebar} aria-label="관리 메뉴">
        <Link href="/" className={styles.brand}>
          나눔 관리자
        </Link>
        <ul className={styles.navList}>
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
