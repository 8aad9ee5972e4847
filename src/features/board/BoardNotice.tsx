import Head from 'next/head';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import styles from './BoardNotice.module.css';

/** What a visitor or member sees instead of a board or post they may not open, with the way forward. */
export default function BoardNotice({ status, message }: { status: number; message: string }) {
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
        {status === 401 && !user && (
          <button type="button" className="btn btn-primary" onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}>
            로그인
          </button>
        )}
      </div>
    </div>
  );
}
