import Head from 'next/head';
import Link from 'next/link';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import styles from './BoardNotice.module.css';

/**
 * What a visitor or member sees instead of a board or post they may not open, with the way forward:
 * 로그인 when logging in may help, an explanation (`detail`); with `back` (a post's page) links back
 * to its board's list (null: none known) and 홈, so the notice is no dead end.
 */
export default function BoardNotice({ status, message, detail, back }: { status: number; message: string; detail?: string; back?: string | null }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user);
  return (
    <div className="container py-4 py-md-5">
      <Head>
        <title>나눔</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.notice} role="alert">
        <h1 className="h4 mb-3">{message}</h1>
        {detail && <p className="mb-3">{detail}</p>}
        {status === 401 && !user && (
          <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
            로그인
          </button>
        )}
        {back !== undefined && (
          <nav aria-label="돌아가기" className="d-flex justify-content-center gap-2 mt-3">
            {back && (
              <Link href={back} prefetch={false} className="btn btn-outline-primary">
                게시판 목록
              </Link>
            )}
            <Link href="/" prefetch={false} className="btn btn-outline-secondary">
              홈
            </Link>
          </nav>
        )}
      </div>
    </div>
  );
}
