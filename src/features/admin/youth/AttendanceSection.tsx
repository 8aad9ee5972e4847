import { useRouter } from 'next/router';
import Form from 'react-bootstrap/Form';
import { isCampaignDay } from '@nanum/shared/attendance';
import type { Campaign } from '@nanum/shared/youthEntities';
import OperatorBoard from '@/features/youth/attendance/OperatorBoard';
import { useAdminList } from '../useAdminList';
import styles from '../admin.module.css';

/**
 * 출석 QR (/admin/page?section=attendance&campaign={id}): the attendance screen of a campaign the
 * viewer manages, opened on the operator's phone or a screen at the event. Without a campaign in
 * the address, the first managed campaign held today.
 */
export default function AttendanceSection() {
  const router = useRouter();
  const campaigns = useAdminList<Campaign[]>('/api/youth/campaigns');
  const managed = (campaigns.data ?? []).filter((campaign) => campaign.canManage);
  const asked = Number(router.query.campaign);
  const selected = managed.find((campaign) => campaign.id === asked) ?? managed.find((campaign) => isCampaignDay(campaign)) ?? null;

  const choose = (id: string) => void router.replace({ pathname: '/admin/page', query: { section: 'attendance', ...(id ? { campaign: id } : {}) } }, undefined, { shallow: true });

  if (!campaigns.data) return <p role="status">불러오는 중입니다…</p>;
  return (
    <>
      <section className={styles.panel} aria-labelledby="attendance-campaign-title">
        <h2 className={styles.panelTitle} id="attendance-campaign-title">
          출석을 받을 캠페인
        </h2>
        {managed.length === 0 ? (
          <p className="text-secondary mb-0">관리할 수 있는 캠페인이 없습니다.</p>
        ) : (
          <Form.Group controlId="attendance-campaign">
            <Form.Label>캠페인</Form.Label>
            <Form.Select value={selected?.id ?? ''} onChange={(event) => choose(event.target.value)}>
              <option value="">캠페인 선택</option>
              {managed.map((campaign) => (
                <option key={campaign.id} value={campaign.id}>
                  {`${campaign.name} (${campaign.startDate})`}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
      </section>
      {selected && <OperatorBoard key={selected.id} campaignId={selected.id} />}
    </>
  );
}
