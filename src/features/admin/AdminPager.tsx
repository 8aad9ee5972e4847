import Button from 'react-bootstrap/Button';
import type { Paged } from '@nanum/shared/adminViews';

/** How many pages an admin list has: 1 while it loads or when it is empty. */
export const pageCountOf = (paged: Pick<Paged<unknown>, 'total' | 'pageSize'> | undefined): number => (paged ? Math.max(1, Math.ceil(paged.total / paged.pageSize)) : 1);

export interface AdminPagerProps {
  page: number;
  pages: number;
  onChange(page: number): void;
  /** Names the pager for screen readers, e.g. "회원 목록 페이지". */
  label: string;
}

/** 이전 · "page / pages" · 다음 under an admin list (members, deleted writing, managed members). */
export default function AdminPager({ page, pages, onChange, label }: AdminPagerProps) {
  return (
    <nav className="d-flex justify-content-center gap-2" aria-label={label}>
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        이전
      </Button>
      <span className="align-self-center small">
        {page} / {pages}
      </span>
      <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        다음
      </Button>
    </nav>
  );
}
