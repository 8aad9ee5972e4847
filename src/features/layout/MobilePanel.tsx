import Link from 'next/link';
import { useRouter } from 'next/router';
import Offcanvas from 'react-bootstrap/Offcanvas';
import '@/styles/dialogStyles';
import SearchBox from '@/features/search/SearchBox';
import ExternalMark from './ExternalMark';
import { DONATE_LINK, isCurrentLink, NAV_GROUPS, SOCIAL_AWARD_LINK } from './site';
import { useNavLinks } from './useNavLinks';

export interface MobilePanelProps {
  id: string;
  show: boolean;
  onHide: () => void;
  /** The blog's address from the site settings ('' when unset or not loaded yet). */
  blogUrl: string;
}

/**
 * The menu below 992px (SPEC section 2): every group as a titled list in a side panel. Loaded by
 * the header the first time its menu button is used.
 */
export default function MobilePanel({ id, show, onHide, blogUrl }: MobilePanelProps) {
  const { asPath } = useRouter();
  const links = useNavLinks(blogUrl);
  const linkProps = (href: string) => ({
    className: isCurrentLink(href, asPath) ? 'site-panel-link active' : 'site-panel-link',
    'aria-current': isCurrentLink(href, asPath) ? ('page' as const) : undefined,
    onClick: onHide,
  });
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" id={id} aria-labelledby={`${id}-title`} className="site-panel">
      <Offcanvas.Header closeButton closeLabel="메뉴 닫기">
        <Offcanvas.Title as="h2" id={`${id}-title`} className="site-panel-title">
          전체 메뉴
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <SearchBox id="site-panel-search-q" className="mb-3" onSearch={onHide} />
        <Link prefetch={false} href={DONATE_LINK.href} className="site-donate site-panel-donate btn w-100 mb-3" onClick={onHide}>
          {DONATE_LINK.label}
        </Link>
        <nav aria-label="전체 메뉴">
          {NAV_GROUPS.map((group) => (
            <section key={group.id} className="site-panel-group" aria-labelledby={`panel-${group.id}`}>
              <h3 id={`panel-${group.id}`} className="site-panel-heading">
                {group.label}
              </h3>
              <ul className="list-unstyled mb-0">
                {links(group).map((item) => (
                  <li key={item.href}>
                    {item.external ? (
                      <a href={item.href} target="_blank" rel="noopener noreferrer" className="site-panel-link" onClick={onHide}>
                        {item.label}
                        <ExternalMark />
                      </a>
                    ) : (
                      <Link prefetch={false} href={item.href} {...linkProps(item.href)}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Link prefetch={false} href={SOCIAL_AWARD_LINK.href} {...linkProps(SOCIAL_AWARD_LINK.href)}>
            {SOCIAL_AWARD_LINK.label}
          </Link>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
