import Link from 'next/link';
import Dropdown from 'react-bootstrap/Dropdown';
import { isCertified, canSeeAdminButton } from '@nanum/shared/permissions';
import AlarmBell from '@/features/alarm/AlarmBell';
import { openProfile } from '@/features/profile/profileSlice';
import { useLogout } from '@/features/auth/useLogout';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import UserAvatar from './UserAvatar';
import MenuIcon from './MenuIcon';
import styles from './AccountDropdown.module.css';

/**
 * The logged-in corner of the header (loaded by AccountMenu once a user is known): the
 * notification bell and an avatar with a menu: name and email, 내 프로필, the admin link for those
 * who may see it (SPEC section 6), and 로그아웃. A user who is not verified gets 인증하기 instead of
 * the member-only entries: no bell, no profile, no admin (SPEC section 4).
 */
export default function AccountDropdown() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user);
  const logout = useLogout();
  if (!user) return null;

  const certified = isCertified(user);

  return (
    <div className={styles.account}>
      {!certified && (
        <Link prefetch={false} href="/certify" className={`btn btn-accent btn-sm ${styles.certify}`}>
          인증하기
        </Link>
      )}
      {certified && <AlarmBell />}
      <Dropdown align="end">
        <Dropdown.Toggle variant="link" id="account-menu-toggle" className={styles.toggle} aria-label={`${user.name}님 계정 메뉴`}>
          <UserAvatar user={user} size={36} className={styles.avatar} />
          <span className={styles.name}>{user.name}</span>
        </Dropdown.Toggle>
        <Dropdown.Menu className={styles.menu}>
          <div className={styles.identity}>
            <UserAvatar user={user} size={44} className={styles.avatar} />
            <div className={styles.identityText}>
              <p className={styles.identityName}>{user.name}</p>
              <p className={styles.identityEmail}>{user.email}</p>
            </div>
          </div>
          <Dropdown.Divider />
          {!certified && (
            <Dropdown.Item as={Link} href="/certify" className={styles.item}>
              <MenuIcon name="certify" />
              인증하기
            </Dropdown.Item>
          )}
          {certified && (
            <Dropdown.Item as="button" type="button" className={styles.item} onClick={() => dispatch(openProfile(null))}>
              <MenuIcon name="profile" />
              내 프로필
            </Dropdown.Item>
          )}
          {certified && canSeeAdminButton(user) && (
            <Dropdown.Item as={Link} href="/admin/page" className={styles.item}>
              <MenuIcon name="admin" />
              관리자 페이지
            </Dropdown.Item>
          )}
          <Dropdown.Item as="button" type="button" className={styles.item} onClick={() => void logout()}>
            <MenuIcon name="logout" />
            로그아웃
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
