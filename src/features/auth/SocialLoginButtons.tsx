import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { fetchSocialProviders } from './authApi';
import SocialLogo from './SocialLogo';
import {
  readLastProvider,
  rememberStartedProvider,
  socialLoginUrl,
  SOCIAL_BUTTONS,
  type SocialProviderId,
} from './socialProviders';
import styles from './LoginModal.module.css';

/**
 * The social login buttons (SPEC section 2): one per configured provider, in the brand's colours.
 * The last one that logged the member in is remembered in localStorage and marked "최근 사용". Renders nothing when no
 * provider is configured.
 */
export default function SocialLoginButtons() {
  const { asPath } = useRouter();
  const [providers, setProviders] = useState<SocialProviderId[]>([]);
  const [lastUsed] = useState(readLastProvider);

  useEffect(() => {
    let active = true;
    void fetchSocialProviders().then((ids) => {
      if (active) setProviders(ids);
    });
    return () => {
      active = false;
    };
  }, []);

  if (providers.length === 0) return null;

  return (
    <section className={styles.social} aria-labelledby="social-login-title">
      <h3 id="social-login-title" className={styles.divider}>
        <span>간편 로그인</span>
      </h3>
      <ul className={styles.socialList}>
        {providers.map((id) => {
          const provider = SOCIAL_BUTTONS[id];
          const recent = id === lastUsed;
          return (
            <li key={id}>
              <a
                href={socialLoginUrl(id, asPath)}
                className={styles.socialButton}
                aria-label={recent ? `${provider.label} (최근 사용)` : provider.label}
                data-provider={id}
                onClick={() => rememberStartedProvider(id)}
              >
                {recent && (
                  <span className={styles.recent} aria-hidden="true">
                    최근 사용
                  </span>
                )}
                <span className={`${styles.socialIcon} ${styles[id]}`}>
                  <SocialLogo id={id} />
                </span>
                <span className={styles.socialName} aria-hidden="true">
                  {provider.name}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
