import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, SEARCH_MAX_LENGTH, SEARCH_PERIOD_LABELS, SEARCH_PERIODS, searchCountText, type SearchKind, type SearchPeriod } from '@nanum/shared/searchRules';
import { SEARCH_MESSAGES } from '@nanum/shared/searchMessages';
import type { SearchAnswer } from '@nanum/shared/searchViews';
import SiteMeta from '@/features/app/SiteMeta';
import PageHero from '@/features/content/PageHero';
import Pager from '@/features/pager/Pager';
import { OtherHits, PostHits } from './SearchHits';
import { searchHref } from './searchHref';
import styles from './SearchView.module.css';

export interface SearchPageProps {
  /** The site's public address (canonical and og:url). */
  siteOrigin?: string;
  q: string;
  answer: SearchAnswer | null;
  /** The read's Korean message when it refused the query. */
  error: string | null;
}

const GROUP_OF = { post: 'posts', page: 'pages', campaign: 'campaigns', member: 'members' } as const satisfies Record<SearchKind, keyof SearchAnswer>;

/** Every kind's count together, "+" when one of them was counted only up to its limit. */
function totalOf(answer: SearchAnswer): { count: number; more: boolean } {
  return {
    count: SEARCH_KINDS.reduce((sum, kind) => sum + answer.counts[kind], 0),
    more: SEARCH_KINDS.some((kind) => answer[GROUP_OF[kind]].more),
  };
}

/** The query box with the board and period filters (the boards the viewer may read). */
function SearchForm({ q, answer }: { q: string; answer: SearchAnswer | null }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(q);
  const [board, setBoard] = useState(answer?.board ?? '');
  const [period, setPeriod] = useState<SearchPeriod>(answer?.period ?? 'all');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    // A board is a filter of posts: choosing one shows the posts.
    const kind = board ? 'post' : (answer?.kind ?? 'all');
    void router.push(searchHref({ q: text.trim(), kind, board, period }));
  };
  return (
    <form role="search" className={styles.form} action="/search" method="get" onSubmit={submit}>
      <div className={`site-search ${styles.query}`}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          검색어
        </label>
        <input id={`${id}-q`} name="q" type="search" className="site-search-input form-control" value={text} maxLength={SEARCH_MAX_LENGTH} onChange={(event) => setText(event.target.value)} placeholder="검색어를 입력하세요" />
        <button type="submit" className="site-search-button btn">
          검색
        </button>
      </div>
      <div className={styles.filters}>
        <div>
          <label htmlFor={`${id}-board`} className={styles.filterLabel}>
            게시판
          </label>
          <select id={`${id}-board`} name="board" className="form-select form-select-sm" value={board} onChange={(event) => setBoard(event.target.value)}>
            <option value="">모든 게시판</option>
            {(answer?.boards ?? []).map((option) => (
              <option key={option.href} value={option.href}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-period`} className={styles.filterLabel}>
            기간
          </label>
          <select id={`${id}-period`} name="period" className="form-select form-select-sm" value={period} onChange={(event) => setPeriod(event.target.value as SearchPeriod)}>
            {SEARCH_PERIODS.map((value) => (
              <option key={value} value={value}>
                {SEARCH_PERIOD_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}

/** The kinds as tabs (links), each with its count. */
function KindTabs({ answer }: { answer: SearchAnswer }) {
  const total = totalOf(answer);
  const tab = (kind: SearchKind | 'all', label: string, count: { count: number; more: boolean }) => (
    <li key={kind}>
      <Link
        prefetch={false}
        href={searchHref({ q: answer.q, kind, board: answer.board, period: answer.period })}
        className={answer.kind === kind ? 'pill-link active' : 'pill-link'}
        aria-current={answer.kind === kind ? 'page' : undefined}
      >
        {label} <span className={styles.count}>{searchCountText(count.count, count.more)}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label="검색 결과 종류" className="mb-4">
      <ul className="pill-links list-unstyled d-flex flex-wrap gap-2 mb-0">
        {tab('all', '전체', total)}
        {SEARCH_KINDS.map((kind) => tab(kind, SEARCH_KIND_LABELS[kind], answer[GROUP_OF[kind]]))}
      </ul>
    </nav>
  );
}

function Group({ answer, kind }: { answer: SearchAnswer; kind: SearchKind }) {
  const router = useRouter();
  const group = answer[GROUP_OF[kind]];
  const headingId = `search-group-${kind}`;
  if (answer.kind === 'all' && group.count === 0) return null;
  const totalPages = Math.max(1, Math.ceil(group.count / Math.max(1, answer.pageSize)));
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {SEARCH_KIND_LABELS[kind]} <span className={styles.count}>{searchCountText(group.count, group.more)}건</span>
      </h2>
      {answer.kind === kind && group.more && <p className="text-body-secondary small">{SEARCH_MESSAGES.manyResults}</p>}
      {group.hits.length === 0 ? (
        <p className="text-body-secondary mb-0">{SEARCH_MESSAGES.noResults}</p>
      ) : group.kind === 'post' ? (
        <PostHits hits={answer.posts.hits} />
      ) : (
        <OtherHits hits={answer[GROUP_OF[kind]].hits as SearchAnswer['pages']['hits']} />
      )}
      {answer.kind === 'all' && group.count > group.hits.length && (
        <Link prefetch={false} href={searchHref({ q: answer.q, kind, board: answer.board, period: answer.period })} className={styles.more}>
          {SEARCH_KIND_LABELS[kind]} 결과 더보기 ({searchCountText(group.count, group.more)}건)
        </Link>
      )}
      {answer.kind === kind && totalPages > 1 && (
        <div className="mt-4">
          <Pager
            page={answer.page}
            totalPages={totalPages}
            label={`${SEARCH_KIND_LABELS[kind]} 검색 결과`}
            onChange={(page) => void router.push(searchHref({ q: answer.q, kind, board: answer.board, period: answer.period, page }))}
          />
        </div>
      )}
    </section>
  );
}

/** /search: 통합검색 (posts the viewer may read, content pages, campaigns, the directory). */
export default function SearchView({ q, answer, error }: SearchPageProps) {
  const total = answer ? totalOf(answer) : { count: 0, more: false };
  return (
    <>
      <SiteMeta title={q ? `‘${q}’ 검색 결과` : '통합검색'} description="나눔 사회공헌협회의 소식, 게시글, 캠페인과 사람들을 한 번에 찾아보세요." path="/search" />
      {/* Result pages are for people: search engines follow their links but keep them out of their own results. */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <PageHero eyebrow="통합검색" title={q ? `‘${q}’ 검색 결과` : '무엇을 찾고 계신가요?'} lead="게시글, 소개 페이지, 캠페인과 구성원을 한 번에 찾아보세요.">
        <SearchForm key={`${q}|${answer?.board ?? ''}|${answer?.period ?? ''}`} q={q} answer={answer} />
      </PageHero>
      <div className="py-5 container">
        {error && (
          <p role="alert" className="alert alert-warning">
            {error}
          </p>
        )}
        {answer && (
          <>
            <p className={styles.summary} role="status">
              <strong>‘{answer.q}’</strong>에 대한 검색 결과 <strong>{searchCountText(total.count, total.more)}건</strong>
            </p>
            <KindTabs answer={answer} />
            {total.count === 0 && answer.kind === 'all' ? (
              <div className={styles.empty}>
                <p className="fw-bold mb-2">{SEARCH_MESSAGES.noResults}</p>
                <p className="mb-0 text-body-secondary">단어의 철자를 확인하시거나, 더 짧은 단어나 다른 표현으로 검색해 보세요.</p>
              </div>
            ) : (
              SEARCH_KINDS.filter((kind) => answer.kind === 'all' || answer.kind === kind).map((kind) => <Group key={kind} answer={answer} kind={kind} />)
            )}
          </>
        )}
      </div>
    </>
  );
}
