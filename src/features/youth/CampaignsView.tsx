import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { hasPermission, isCertified } from '@nanum/shared/permissions';
import type { Campaign, Participation } from '@nanum/shared/youthEntities';
import { canCreateCampaign, isParticipantType } from '@nanum/shared/youthRules';
import type { ContentPageView } from '@nanum/shared/siteViews';
import { useToast } from '@/features/toast/useToast';
import { useLatestLoad } from '@/lib/useLatestLoad';
import { useOnceTrue } from '@/lib/useOnceTrue';
import { useAppSelector } from '@/store/hooks';
import CampaignCard from './CampaignCard';
import YouthShell from './YouthShell';
import { applyToCampaign, fetchCampaigns, fetchDivisions, fetchPending, withdrawFromCampaign } from './youthApi';
import styles from './youth.module.css';

// The dialogs (react-bootstrap's Modal; the form with zod) load on first use, and the managers'
// queue only for managers (never in the server's HTML: the viewer is known in the browser).
const CampaignDetailModal = dynamic(() => import('./CampaignDetailModal'), { ssr: false });
const CampaignFormModal = dynamic(() => import('./CampaignFormModal'), { ssr: false });
const PendingQueue = dynamic(() => import('./PendingQueue'), { ssr: false });

/**
 * /youth/champ/project: the campaigns of the youth programme. Members of types 2, 3 and 4 apply;
 * operators and division heads create and edit campaigns and take each participation through its
 * lifecycle (select, confirm attendance after the end, approve; correct or cancel with a reason).
 */
export default function CampaignsView({ page }: { page?: ContentPageView }) {
  const toast = useToast();
  const user = useAppSelector((state) => state.user);
  const manager = canCreateCampaign(user);
  const operator = hasPermission(user, 'OPERATOR');
  const canApply = !!user && isCertified(user) && isParticipantType(user.type);

  const [campaigns, setCampaigns] = useState<Campaign[] | null>(null);
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState<Participation[]>([]);
  const [divisions, setDivisions] = useState<{ id: number; name: string }[]>([]);
  const [opened, setOpened] = useState<number | null>(null);
  const [form, setForm] = useState<{ show: boolean; campaign: Campaign | null }>({ show: false, campaign: null });
  const detailWanted = useOnceTrue(opened !== null);
  const formWanted = useOnceTrue(form.show);

  /** Fetches the campaigns (and the queue for managers); answers what to store. */
  const fetchAll = useCallback(async () => {
    const [outcome, queue] = await Promise.all([fetchCampaigns(), manager ? fetchPending() : Promise.resolve(null)]);
    return { outcome, queue };
  }, [manager]);

  // Loads again when the viewer changes (login, logout): their state and powers differ. Only the
  // latest load's answer is shown (an earlier answer arriving late, after two quick steps in the
  // queue, would show the list from before the second).
  const load = useLatestLoad(
    fetchAll,
    (result) => {
      if (result.outcome.ok) {
        setCampaigns(result.outcome.data);
        setFailure('');
      } else setFailure(result.outcome.message);
      setPending(result.queue?.ok ? result.queue.data : []);
    },
    [fetchAll, user?.id],
  );

  useEffect(() => {
    if (!operator) return;
    let active = true;
    void fetchDivisions().then((outcome) => {
      if (active && outcome.ok) setDivisions(outcome.data);
    });
    return () => {
      active = false;
    };
  }, [operator]);

  const act = async (call: Promise<{ ok: boolean; message: string }>) => {
    const outcome = await call;
    if (outcome.ok) toast.done(outcome.message);
    else toast.warning(outcome.message);
    load();
  };

  return (
    <YouthShell
      eyebrow="청소년 챔프단"
      title={page?.title ?? '챔프단 프로젝트'}
      lead={page?.lead ?? '청소년 챔프단, 서포터즈, KSCV 회원이 참여를 신청하면 운영진이 확인한 뒤 봉사 시간을 인정합니다.'}
    >
      <div className={styles.toolbar}>
        <h2 className={styles.sectionTitle}>
          캠페인 목록 {campaigns && <span className="text-body-secondary fs-6">{campaigns.length}개</span>}
        </h2>
        {manager && (
          <div className="d-flex flex-wrap gap-2">
            <Link prefetch={false} href={{ pathname: '/admin/page', query: { section: 'youth' } }} className="btn btn-outline-primary">
              참여 등록 · 확인서 관리
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => setForm({ show: true, campaign: null })}>
              새 캠페인 등록
            </button>
          </div>
        )}
      </div>
      {failure && <p role="alert">{failure}</p>}
      {!campaigns && !failure && <p aria-live="polite">캠페인을 불러오는 중입니다…</p>}
      {campaigns && campaigns.length === 0 && <p className={styles.empty}>등록된 캠페인이 없습니다.</p>}
      {campaigns && campaigns.length > 0 && (
        <ul className={styles.grid} aria-label="캠페인 목록">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard
                campaign={campaign}
                canApply={canApply}
                onOpen={() => setOpened(campaign.id)}
                onApply={() => void act(applyToCampaign(campaign.id))}
                onWithdraw={() => void act(withdrawFromCampaign(campaign.id))}
                onEdit={() => setForm({ show: true, campaign })}
              />
            </li>
          ))}
        </ul>
      )}
      {manager && <PendingQueue pending={pending} onDecided={load} />}
      {detailWanted && <CampaignDetailModal campaignId={opened} onClose={() => setOpened(null)} onChanged={load} />}
      {formWanted && (
        <CampaignFormModal
          show={form.show}
          campaign={form.campaign}
          divisions={divisions}
          onClose={() => setForm({ show: false, campaign: null })}
          onSaved={() => {
            setForm({ show: false, campaign: null });
            load();
          }}
        />
      )}
      {page?.html && (
        <section className="mt-5" aria-labelledby="project-stories">
          <h2 id="project-stories" className={styles.sectionTitle}>
            프로젝트 이야기
          </h2>
          {/* Markdown rendered and sanitized (allow-list) by the API; editable as site content. */}
          <article className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        </section>
      )}
    </YouthShell>
  );
}
