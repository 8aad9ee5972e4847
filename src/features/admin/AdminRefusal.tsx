import Link from 'next/link';
import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';

/**
 * /admin/page for someone it does not open to. A visitor gets the login dialog at once (and a
 * button to open it again); after logging in they stay here and the admin area opens if their role
 * passes. A member without the role is told so, with the way home.
 */
export default function AdminRefusal({ loggedIn }: { loggedIn: boolean }) {
  const dispatch = useAppDispatch();
  const logIn = () => dispatch(openModal({ mode: 'LOGIN', isOpen: true }));

  useEffect(() => {
    if (!loggedIn) dispatch(openModal({ mode: 'LOGIN', isOpen: true }));
  }, [loggedIn, dispatch]);

  return (
    <div className="container py-5 text-center">
      <h1 className="h4 mb-3">관리자 페이지</h1>
      {loggedIn ? (
        <>
          <p>권한이 없습니다.</p>
          <Link href="/" className="btn btn-primary">
            홈으로
          </Link>
        </>
      ) : (
        <>
          <p>관리자 페이지는 로그인한 운영진만 볼 수 있습니다.</p>
          <button type="button" className="btn btn-primary" onClick={logIn}>
            로그인
          </button>
        </>
      )}
    </div>
  );
}
