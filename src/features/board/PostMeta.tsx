import { formatUnit } from '@nanum/shared/format';
import type { AuthorView } from '@nanum/shared/boardViews';
import { WITHDRAWN_AUTHOR_LABEL } from '@nanum/shared/placeholderLabels';
import { openProfile } from '@/features/profile/profileSlice';
import { useAppDispatch } from '@/store/hooks';
import styles from './board.module.css';

/** A count as the unit formatter writes it (1.5K). */
export const Count = ({ value }: { value: number }) => <>{formatUnit(value)}</>;

/** The author's name; opens their profile. */
export function AuthorName({ author }: { author: AuthorView | null }) {
  const dispatch = useAppDispatch();
  if (!author) return <span>{WITHDRAWN_AUTHOR_LABEL}</span>;
  return (
    <button type="button" className={styles.author} onClick={() => dispatch(openProfile(author.id))} aria-label={`${author.name} 프로필 보기`}>
      {author.name}
    </button>
  );
}
