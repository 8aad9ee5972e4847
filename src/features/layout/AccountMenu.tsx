import dynamic from 'next/dynamic';
import { preloadLoginModal } from '@/features/auth/LoginModalHost';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { openModal } from '@/store/modalSlice';
import styles from './AccountMenu.module.css';

/** Holds the account corner's place (no 로그인 flashing before the avatar). */
const Pending = () => <span className={styles.pending} aria-hidden="true" />;

// The member's menu and notification bell (react-bootstrap's Dropdown, Popper.js) load once a
// logged-in user is known, so a visitor's first load does without them.
const AccountDropdown = dynamic(() => import('./AccountDropdown'), { ssr: false, loading: Pending });

/**
 * The account corner of the header. While the session loads it holds its place. A visitor gets a
 * 로그인 button (opens the login modal); a logged-in user the notification bell and the avatar
 * menu (AccountDropdown).
 */
export default function AccountMenu() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user);
  const loaded = useAppSelector((state) => state.session.loaded);

  // Until the current user is known, hold the place: no 로그인 flashing before the avatar.
  if (!user && !loaded) return <Pending />;

  if (!user) {
    return (
      <button
        type="button"
        className={`${styles.loginButton} btn btn-outline-primary`}
        onClick={() => dispatch(openModal({ mode: 'LOGIN', isOpen: true }))}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
      >
        로그인
      </button>
    );
  }

  return <AccountDropdown />;
}
