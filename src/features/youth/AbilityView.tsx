import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { Ability } from '@nanum/shared/youthEntities';
import { useAppSelector } from '@/store/hooks';
import YouthShell from './YouthShell';
import { fetchAbility } from './youthApi';
import styles from './youth.module.css';

/** What the page shows until the record (and the card's code) is there. */
const Loading = () => (
  <YouthShell eyebrow="청소년 챔프단" title="활동 기록">
    <p aria-live="polite">활동 기록을 불러오는 중입니다…</p>
  </YouthShell>
);

// The card shows the record, which the browser asks for once the session has answered: its code
// (the profile and trophy labels, the hours rules, react-bootstrap's ProgressBar) is fetched beside
// that request, not with the page. Nothing of it is in the server's HTML.
const AbilityCard = dynamic(() => import('./AbilityCard'), { ssr: false, loading: Loading });

/**
 * /youth/ability/{userId}: a member's card, trophy tier and progress, approved campaigns as a
 * timeline, hours per month and totals. The API decides who may see it (ABILITY) and answers a
 * clear Korean refusal, shown here as is; what the owner keeps 비공개 (`masked`) shows as 비공개,
 * a closed activity as one notice. One's own page follows approvals live.
 */
export default function AbilityView({ userId }: { userId: number }) {
  const viewerId = useAppSelector((state) => state.user?.id ?? null);
  const loaded = useAppSelector((state) => state.session.loaded);
  // One's own page loads again when the stored campaignList changes (an approval pushed live).
  const ownCampaigns = useAppSelector((state) =>
    state.user?.id === userId ? state.user.campaignList.map((item) => `${item.name}|${item.startDate}|${item.endDate}`).join('\n') : '',
  );
  const key = `${userId}:${viewerId ?? '-'}`;
  const [answer, setAnswer] = useState<{ key: string; state: { ability: Ability } | { message: string } } | null>(null);
  // An answer for another member or another viewer is not shown: it is loading again.
  const state = answer?.key === key ? answer.state : null;

  useEffect(() => {
    if (!loaded) return;
    let active = true;
    // The same import() as the dynamic component's: webpack fetches the chunk once, beside the answer.
    void import('./AbilityCard').catch(() => undefined);
    void fetchAbility(userId).then((outcome) => {
      if (active) setAnswer({ key, state: outcome.ok ? { ability: outcome.data } : { message: outcome.message } });
    });
    return () => {
      active = false;
    };
  }, [userId, loaded, key, ownCampaigns]);

  if (!state) return <Loading />;
  if ('message' in state) {
    return (
      <YouthShell eyebrow="청소년 챔프단" title="활동 기록">
        <div className={styles.card} role="alert">
          <p className="mb-3">{state.message}</p>
          <Link prefetch={false} href="/youth/champ/project" className="btn btn-outline-primary">
            봉사 캠페인 보기
          </Link>
        </div>
      </YouthShell>
    );
  }

  return <AbilityCard ability={state.ability} />;
}
