import { useRouter } from 'next/router';
import { useRef, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@nanum/shared/searchRules';
import SearchIcon from './SearchIcon';
import { searchHref } from './searchHref';

export interface SearchBoxProps {
  /** The input's id (one per box on the page). */
  id: string;
  className?: string;
  /** Called once the search is on its way (the mobile panel closes). */
  onSearch?: () => void;
  /** Takes the focus when shown (the header's box, opened by its button). */
  autoFocus?: boolean;
  /** Escape in the field (the header closes its box). */
  onEscape?: () => void;
}

/**
 * The header's 통합검색 box (and the mobile panel's): a labelled search field and a button. A
 * plain GET form to /search, so it works before the page's script runs; with it, the move is a
 * client-side one. An empty box stays where it is.
 */
export default function SearchBox({ id, className = '', onSearch, autoFocus, onEscape }: SearchBoxProps) {
  const router = useRouter();
  const [q, setQ] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (!query) {
      input.current?.focus();
      return;
    }
    onSearch?.();
    void router.push(searchHref({ q: query }));
  };

  return (
    <form role="search" action="/search" method="get" className={`site-search ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        통합검색
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        className="site-search-input form-control"
        placeholder="검색어를 입력하세요"
        maxLength={SEARCH_MAX_LENGTH}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        autoComplete="off"
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onEscape) onEscape();
        }}
        enterKeyHint="search"
      />
      <button type="submit" className="site-search-button btn">
        <SearchIcon />
        <span className="visually-hidden">검색</span>
      </button>
    </form>
  );
}
