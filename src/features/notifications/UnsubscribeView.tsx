import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { NOTIFICATION_MESSAGES as M } from '@nanum/shared/notificationMessages';
import AccountShell from '@/features/account/AccountShell';
import Notice from '@/features/app/Notice';
import { useBusy } from '@/lib/useBusy';
import { unsubscribeDigest } from './unsubscribeApi';

/**
 * /notifications/unsubscribe?token=: the link of the email digest. It asks first (a link scanner
 * opening it must not unsubscribe anyone), then one button turns the digest off, without a login.
 */
export default function UnsubscribeView({ token }: { token: string | null }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(token ? null : { ok: false, message: M.unsubscribeInvalid });
  // While it is sent the button stays focusable (aria-disabled) and another press sends nothing.
  const sending = useBusy();
  const confirm = async () => {
    if (!token) return;
    setOutcome(await unsubscribeDigest(token));
  };
  return (
    <AccountShell eyebrow="알림 설정" title="이메일 알림 요약 수신 거부" narrow>
      <Head>
        {/* A member's own link: never in search results. */}
        <meta name="robots" content="noindex" />
      </Head>
      {outcome ? (
        <Notice variant={outcome.ok ? 'success' : 'warning'}>{outcome.message}</Notice>
      ) : (
        <>
          <p>하루 한 번 보내드리는 읽지 않은 알림 요약 메일을 더 이상 받지 않으시겠어요? 사이트와 앱의 알림은 그대로 받습니다.</p>
          <Button onClick={() => void sending.run(confirm)} {...sending.props}>
            {sending.busy ? '처리 중…' : '수신 거부'}
          </Button>
        </>
      )}
      <p className="mt-3 mb-0 small">
        <Link prefetch={false} href="/">나눔 홈으로</Link>
      </p>
    </AccountShell>
  );
}
