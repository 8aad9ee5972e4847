import { formatUnit } from '@nanum/shared/format';
import type { AuthorView } from '@nanum/shared/boardViews';
import { WITHDRAWN_AUTHOR_LABEL } from '@nanum/shared/placeholderLabels';
import { useAppDispatch } from '@/store/hooks';
import styles from './board.module.css';

/** A count as the unit formatter writes it (1.5K). */
export const Count = ({ value }: { value: number }) => <>{formatUnit(value)}</>;

/**
 * The author's name; opens their profile. The profile dialog's slice (whose profile it shows) comes
 * with the click, as the dialog's code does (ProfileModalHost.tsx), not with the lists and posts.
 */
export function AuthorName({ author }: { author: AuthorView | null }) {
  const dispatch = useAppDispatch();
  if (!author) return <span>{WITHDRAWN_AUTHOR_LABEL}</span>;
  const open = () => void import('@/features/profile/profileSlice').then(({ openProfile }) => dispatch(openProfile(author.id)));
  return (
    <button type="button" className={styles.author} onClick={open} aria-label={`${author.name} 프로필 보기`}>
      {author.name}
    </button>
  );
}
