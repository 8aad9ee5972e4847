import { useEffect, useState } from 'react';
import { hasPermission } from '@nanum/shared/permissions';
import { useAppSelector } from '@/store/hooks';
import type { Campaign, ManagedMember, Participation } from '@nanum/shared/youthEntities';
import { useToast } from '@/features/toast/useToast';
import PendingQueue from '@/features/youth/PendingQueue';
import type { CampaignDetail } from '@/features/youth/youthApi';
import { adminCall } from '../adminApi';
import { useAdminList } from '../useAdminList';
import CampaignPicker from './CampaignPicker';
import MemberCertificates from './MemberCertificates';
import MemberFinder from './MemberFinder';
import VolunteerExports from './VolunteerExports';
import styles from '../admin.module.css';

/**
 * The youth programme for its managers (operators: everything; division heads: their own
 * division's campaigns and members, as the API decides): enrol members into a campaign, take each
 * participation through its lifecycle (select, confirm the hours after the end, approve; correct or
 * cancel with a reason), and see a member's certificates and revoke one; operators also download
 * the served time for a 1365 bulk registration (VolunteerExports).
 * Campaigns themselves are created on /youth/champ/project.
 */
export default function YouthSection() {
  const toast = useToast();
  const operator = hasPermission(useAppSelector((state) => state.user), 'OPERATOR');
  const campaigns = useAdminList<Campaign[]>('/api/youth/campaigns');
  const pending = useAdminList<Participation[]>('/api/youth/participations/pending');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [roster, setRoster] = useState<{ id: number; list: Participation[] } | null>(null);
  // Bumped after each enrolment or step: the roster and the open certificates load again.
  const [version, setVersion] = useState(0);
  const [member, setMember] = useState<ManagedMember | null>(null);
  const managed = (campaigns.data ?? []).filter((campaign) => campaign.canManage);
  const selected = managed.find((campaign) => campaign.id === selectedId) ?? null;

  // The chosen campaign's applications, loaded again after each enrolment or decision.
  useEffect(() => {
    if (selectedId === null) return;
    let live = true;
    void adminCall<CampaignDetail>('GET', `/api/youth/campaigns/${selectedId}`).then((answer) => {
      if (live && answer.ok && answer.data) setRoster({ id: selectedId, list: answer.data.participations });
    });
    return () => {
      live = false;
    };
  }, [selectedId, version]);

  const refresh = () => {
    pending.reload();
    campaigns.reload();
    setVersion((value) => value + 1);
  };

  const enrol = async (target: ManagedMember) => {
    if (!selected) return;
    const answer = await adminCall('POST', `/api/youth/campaigns/${selected.id}/enroll`, { userId: target.id });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(`${target.name}: ${answer.message}`);
    refresh();
  };

  if (!campaigns.data) return <p role="status">불러오는 중입니다…</p>;
  return (
    <>
      <CampaignPicker campaigns={managed} selectedId={selected?.id ?? null} onSelect={setSelectedId} participations={roster && roster.id === selected?.id ? roster.list : undefined} onChanged={refresh} />
      <MemberFinder campaignName={selected?.name ?? null} onEnrol={(target) => void enrol(target)} onShowCertificates={setMember} />
      {member && <MemberCertificates key={member.id} member={member} version={version} onClose={() => setMember(null)} />}
      <PendingQueue pending={pending.data ?? []} onDecided={refresh} className={styles.panelSpacing} />
      {operator && <VolunteerExports campaigns={managed} member={member} />}
    </>
  );
}
