import Link from 'next/link';
import { useRouter } from 'next/router';
import ExternalMark from './ExternalMark';
import { isCurrentLink, type NavGroup } from './site';
import { useNavLinks } from './useNavLinks';

export interface NavGroupLinksProps {
  group: NavGroup;
  /** The blog's address from the site settings ('' when unset or not loaded yet). */
  blogUrl: string;
}

/**
 * The links of one group of the desktop menu, shown in its open dropdown (NavGroupMenu.tsx). The
 * header loads this (with the entries' names) the first time a menu is pointed at, focused or
 * opened, or once the browser is idle where the desktop menu shows: a closed menu, and a phone's
 * page, whose menu is the side panel, need none of it.
 */
export default function NavGroupLinks({ group, blogUrl }: NavGroupLinksProps) {
  const { asPath } = useRouter();
  const links = useNavLinks(blogUrl);
  return (
    <>
      {links(group).map((item) =>
        item.external ? (
          <a key={item.href} href={item.href} target="_blank" rel="noopener noreferrer" className="dropdown-item">
            {item.label}
            <ExternalMark />
          </a>
        ) : (
          <Link
            prefetch={false}
            key={item.href}
            href={item.href}
            className={isCurrentLink(item.href, asPath) ? 'dropdown-item active' : 'dropdown-item'}
            aria-current={isCurrentLink(item.href, asPath) ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ),
      )}
    </>
  );
}
