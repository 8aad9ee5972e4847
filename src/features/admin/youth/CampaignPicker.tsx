import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatCohort } from '@nanum/shared/display';
import type { Campaign, Participation } from '@nanum/shared/youthEntities';
import ParticipationActions from '@/features/youth/ParticipationActions';
import StatusBadge from '@/features/youth/StatusBadge';
import styles from '../admin.module.css';

/** The roster offers the steps on approved records; the queue below it offers the others. */
const CORRECTIONS = ['correct', 'cancel'] as const;

export interface CampaignPickerProps {
  /** The campaigns the viewer manages. */
  campaigns: Campaign[];
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** The chosen campaign's participations (every state), when loaded. */
  participations: Participation[] | undefined;
  /** Called after a manager's step on one of them. */
  onChanged(): void;
}

/** The campaign members are enrolled into, and who is already on its list with their state and next steps. */
export default function CampaignPicker({ campaigns, selectedId, onSelect, participations, onChanged }: CampaignPickerProps) {
  return (
    <section className={styles.panel} aria-labelledby="youth-campaign-title">
      <h2 className={styles.panelTitle} id="youth-campaign-title">
        참여 등록할 캠페인
      </h2>
      {campaigns.length === 0 ? (
        <p className="text-secondary mb-0">관리할 수 있는 캠페인이 없습니다. 캠페인은 챔프단 프로젝트 페이지에서 등록합니다.</p>
      ) : (
        <Form.Group controlId="youth-campaign" className="mb-3">
          <Form.Label>캠페인</Form.Label>
          <Form.Select value={selectedId ?? ''} onChange={(event) => onSelect(event.target.value ? Number(event.target.value) : null)}>
            <option value="">캠페인 선택</option>
            {campaigns.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {`${campaign.name} (${campaign.startDate}${campaign.divisionName ? ` · ${campaign.divisionName}` : ''})`}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {selectedId !== null && participations && (
        <>
          <h3 className="h6 fw-bold">참여 명단 ({participations.length}명)</h3>
          {participations.length === 0 ? (
            <p className="text-secondary mb-0">아직 참여 신청이나 등록된 회원이 없습니다.</p>
          ) : (
            <Table responsive size="sm" className={`align-middle mb-0 ${styles.stacked}`}>
              <thead>
                <tr>
                  <th scope="col">회원</th>
                  <th scope="col">기수 · 팀</th>
                  <th scope="col">상태</th>
                  <th scope="col">처리</th>
                </tr>
              </thead>
              <tbody>
                {participations.map((participation) => (
                  <tr key={participation.id}>
                    <td data-label="회원">{participation.userName}</td>
                    <td data-label="기수 · 팀">
                      {formatCohort(participation.cohort)} · {participation.teamName ?? '-'}
                    </td>
                    <td data-label="상태">
                      <StatusBadge status={participation.status} />
                      {participation.reason && <div className="small text-secondary">사유: {participation.reason}</div>}
                    </td>
                    <td data-label="처리">
                      <ParticipationActions participation={participation} onDone={onChanged} only={CORRECTIONS} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </section>
  );
}
