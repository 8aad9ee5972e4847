import { hasAbilityPermission } from '@nanum/shared/abilityPermission';
import { useAppSelector } from '@/store/hooks';
import { resolveNavEntry } from './navEntries';
import type { NavGroup, ResolvedNavLink } from './site';

/**
 * The group's links for this visitor: the ability link only to a logged-in member who passes
 * ABILITY (the ability page would refuse anyone else), the blog only when its address is set
 * (`blogUrl`, from the site settings the header holds). Used by what shows the menu's links, the
 * open dropdown and the side panel, which load on first use: the check comes with them.
 */
export function useNavLinks(blogUrl: string): (group: NavGroup) => ResolvedNavLink[] {
  const user = useAppSelector((state) => state.user);
  const abilityUserId = user && hasAbilityPermission(user) ? user.id : null;
  return (group) => group.entries.map((entry) => resolveNavEntry(entry, abilityUserId, blogUrl)).filter((link): link is ResolvedNavLink => link !== null);
}
