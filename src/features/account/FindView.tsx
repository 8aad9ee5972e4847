import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import AccountShell from './AccountShell';
import FindEmailForm from './FindEmailForm';
import FindPasswordForm from './FindPasswordForm';
import ResetPasswordForm from './ResetPasswordForm';
import styles from './account.module.css';

export type FindTab = 'email' | 'password';

/**
 * /author/find: two tabs, 이메일 찾기 and 비밀번호 찾기 (?tab=password opens the second); with
 * ?token= (the mailed link) the new-password form instead.
 */
export default function FindView({ initialTab, token }: { initialTab: FindTab; token: string | null }) {
  const router = useRouter();
  const [tab, setTab] = useState<FindTab>(initialTab);
  const select = (next: FindTab) => {
    setTab(next);
    void router.replace({ pathname: '/author/find', query: next === 'password' ? { tab: next } : {} }, undefined, { shallow: true, scroll: false });
  };

  if (token !== null) {
    return (
      <AccountShell eyebrow="계정 찾기" title="새 비밀번호 설정" narrow>
        <ResetPasswordForm token={token} />
      </AccountShell>
    );
  }

  return (
    <AccountShell eyebrow="계정 찾기" title="이메일 · 비밀번호 찾기" lead="가입하신 정보로 이메일을 확인하거나 비밀번호를 새로 설정할 수 있습니다." narrow>
      {/* react-bootstrap's Tabs: ids find-tabs-tab-<key> and find-tabs-tabpane-<key>, one tab stop, arrow keys move and select, wrapping. */}
      <Tabs id="find-tabs" activeKey={tab} onSelect={(key) => select(key === 'password' ? 'password' : 'email')} fill transition={false} className={styles.tabs}>
        <Tab eventKey="email" title="이메일 찾기">
          <FindEmailForm onFindPassword={() => select('password')} />
        </Tab>
        <Tab eventKey="password" title="비밀번호 찾기">
          <FindPasswordForm />
        </Tab>
      </Tabs>
      <p className={styles.switchLine}>
        아직 회원이 아니신가요? <Link prefetch={false} href="/author/join">회원가입</Link>
      </p>
    </AccountShell>
  );
}
