import { useEffect, useState } from 'react';
import type { User } from '@nanum/shared/entities';
import { fetchSocialProviders } from '@/features/auth/authApi';
import type { SocialProviderId } from '@/features/auth/socialProviders';
import EmailChangeForm from './EmailChangeForm';
import MyDataButton from './MyDataButton';
import NotificationSettings from './NotificationSettings';
import WithdrawSection from './WithdrawSection';
import styles from './ProfileModal.module.css';

/** 계정 관리 of one's own profile: the login email, the notification settings, the data download and withdrawal. */
export default function AccountSection({ viewer }: { viewer: User }) {
  const [providers, setProviders] = useState<SocialProviderId[]>([]);
  // An email account (passport 0) has a password; a social one logs in only through its provider.
  const hasPassword = viewer.passport === 0;
  useEffect(() => {
    if (hasPassword) return;
    let live = true;
    void fetchSocialProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, [hasPassword]);

  return (
    <div className={styles.account}>
      <section aria-labelledby="account-email-title">
        <h3 id="account-email-title" className={styles.sectionTitle}>
          로그인 이메일 변경
        </h3>
        <EmailChangeForm current={viewer.email} hasPassword={hasPassword} providers={providers} />
      </section>
      <NotificationSettings />
      <section aria-labelledby="account-data-title">
        <h3 id="account-data-title" className={styles.sectionTitle}>
          내 정보 내려받기
        </h3>
        <p className={styles.hint}>회원 정보, 작성한 글과 댓글, 설문 응답, 알림과 알림 설정, 앱 알림을 받는 기기, 활동 참여와 확인서 기록을 JSON과 CSV(Excel용) 파일로 묶은 ZIP으로 받습니다.</p>
        <MyDataButton />
      </section>
      <WithdrawSection hasPassword={hasPassword} providers={providers} />
    </div>
  );
}
