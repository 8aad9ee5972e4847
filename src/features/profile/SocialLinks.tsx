import { useEffect, useState } from 'react';
import { formatDate } from '@nanum/shared/format';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { fetchSocialProviders } from '@/features/auth/authApi';
import { SOCIAL_BUTTONS, socialLoginUrl, type SocialProviderId } from '@/features/auth/socialProviders';
import { get, requestWithStatus } from '@/lib/request';
import type { FieldMessage } from './useProfileChange';
import styles from './ProfileModal.module.css';

interface Link {
  provider: SocialProviderId;
  linkedAt: string;
}

/**
 * The 소셜 계정 row of one's own profile: each provider this site offers, linked (with the date and
 * 해제) or not (연결 starts that provider's login while logged in, which links it). This is where
 * a member whose email already had an account links the provider they tried to log in with.
 */
export default function SocialLinks() {
  const [providers, setProviders] = useState<SocialProviderId[] | null>(null);
  const [links, setLinks] = useState<Link[]>([]);
  const [message, setMessage] = useState<FieldMessage | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([fetchSocialProviders(), get<{ data?: Link[] }>('/api/user/social').catch(() => undefined)]).then(([configured, answer]) => {
      if (!live) return;
      setProviders(configured);
      setLinks(answer?.data ?? []);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!providers || providers.length === 0) return null;

  const unlink = async (provider: SocialProviderId) => {
    if (!window.confirm(`${SOCIAL_BUTTONS[provider].name} 계정 연결을 해제하시겠습니까?`)) return;
    const result = await requestWithStatus<{ message?: string; data?: Link[] }>('/api/user/social', { method: 'DELETE', body: { provider } }).catch(() => undefined);
    setMessage({ ok: result?.status === 200, text: result?.body?.message || CONNECTION_FAILED_MESSAGE });
    if (result?.status === 200) setLinks(result.body?.data ?? []);
  };

  return (
    <div className={styles.field} data-field="social">
      <dt className={styles.fieldLabel}>소셜 계정</dt>
      <dd className={styles.fieldValue}>
        <ul className={styles.socialList}>
          {providers.map((provider) => {
            const link = links.find((candidate) => candidate.provider === provider);
            const name = SOCIAL_BUTTONS[provider].name;
            return (
              <li key={provider} className={styles.fieldRow}>
                <span>
                  {name} {link ? <span className={styles.linked}>연결됨 · {formatDate(link.linkedAt)}</span> : <span className={styles.unlinked}>연결 안 됨</span>}
                </span>
                {link ? (
                  <button type="button" className={styles.toggle} onClick={() => void unlink(provider)}>
                    해제<span className="visually-hidden"> {name}</span>
                  </button>
                ) : (
                  <a className={styles.toggle} href={socialLoginUrl(provider, window.location.pathname)}>
                    연결<span className="visually-hidden"> {name}</span>
                  </a>
                )}
              </li>
            );
          })}
        </ul>
        <p role="status" className={message ? (message.ok ? styles.noticeOk : styles.noticeError) : styles.noticeEmpty}>
          {message?.text}
        </p>
      </dd>
    </div>
  );
}
