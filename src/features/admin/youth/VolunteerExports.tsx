import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { EXPORT_FORMATS, exportPath, type ExportFormat } from '@nanum/shared/volunteerExport';
import type { Campaign, DivisionListItem, ManagedMember, TeamListItem } from '@nanum/shared/youthEntities';
import { useAdminList } from '../useAdminList';
import styles from '../admin.module.css';

const FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: '엑셀(.xlsx)', csv: 'CSV' };

/** Download links of one export in each format (the server checks who asks, and records it). */
function Downloads({ label, target }: { label: string; target: Parameters<typeof exportPath>[0] }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => (
        <a key={format} className="btn btn-sm btn-outline-primary" href={exportPath(target, format)} download aria-label={`${label} ${FORMAT_LABELS[format]} 내려받기`}>
          {FORMAT_LABELS[format]}
        </a>
      ))}
    </div>
  );
}

const numberOr = (value: string): number | undefined => (value ? Number(value) : undefined);

/**
 * Operators' exports of served time (참여 확인, 승인) for a 1365 bulk result registration: per
 * campaign, per member (the one chosen in the member list) and per cohort (기수, team, division).
 * Column mapping: docs/VOLUNTEER-EXPORT.md.
 */
export default function VolunteerExports({ campaigns, member }: { campaigns: Campaign[]; member: ManagedMember | null }) {
  const teams = useAdminList<TeamListItem[]>('/api/youth/teams');
  const divisions = useAdminList<DivisionListItem[]>('/api/youth/divisions');
  const [campaignId, setCampaignId] = useState('');
  const [cohort, setCohort] = useState({ cardinal: '', teamId: '', divisionId: '' });
  const cohortTarget = { cardinal: numberOr(cohort.cardinal), teamId: numberOr(cohort.teamId), divisionId: numberOr(cohort.divisionId) };
  const cohortChosen = Object.values(cohortTarget).some((value) => value !== undefined);

  return (
    <section className={styles.panel} aria-labelledby="volunteer-exports-title">
      <h2 className={styles.panelTitle} id="volunteer-exports-title">
        봉사 실적 내려받기 (1365 일괄 등록용)
      </h2>
      <p className="text-secondary small">
        참여 확인·승인된 기록을 1365 실적 일괄 등록 양식의 열(성명, 생년월일, 휴대전화, 활동명, 장소, 활동일, 시작·종료 시간, 봉사시간(분)) 순서로 내려받습니다.
        센터 양식과 다르면 열을 맞춰 주세요. 내려받기는 변경 기록에 남습니다.
      </p>
      <div className="row g-3">
        <Form.Group className="col-md-4" controlId="export-campaign">
          <Form.Label>캠페인별</Form.Label>
          <Form.Select value={campaignId} onChange={(event) => setCampaignId(event.target.value)} className="mb-2">
            <option value="">캠페인을 선택하세요</option>
            {campaigns.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.name} ({campaign.startDate})
              </option>
            ))}
          </Form.Select>
          {campaignId && <Downloads label="캠페인 실적" target={{ campaignId: Number(campaignId) }} />}
        </Form.Group>
        <div className="col-md-4">
          <p className="form-label mb-2">회원별</p>
          {member ? (
            <>
              <p className="mb-2">{member.name}</p>
              <Downloads label={`${member.name} 실적`} target={{ userId: member.id }} />
            </>
          ) : (
            <p className="text-secondary small mb-0">위 ‘참여 회원 찾기’ 목록에서 회원의 확인서 버튼을 누르면 그 회원의 실적을 내려받을 수 있습니다.</p>
          )}
        </div>
        <fieldset className="col-md-4">
          <legend className="form-label fs-6 mb-2">기수·팀·본부별</legend>
          <div className="d-grid gap-2 mb-2">
            <Form.Control type="number" min={1} aria-label="기수" placeholder="기수" value={cohort.cardinal} onChange={(event) => setCohort({ ...cohort, cardinal: event.target.value })} />
            <Form.Select aria-label="팀" value={cohort.teamId} onChange={(event) => setCohort({ ...cohort, teamId: event.target.value })}>
              <option value="">팀 전체</option>
              {(teams.data ?? []).map((team) => (
                <option key={team.team} value={team.team}>
                  {team.teamName}
                </option>
              ))}
            </Form.Select>
            <Form.Select aria-label="본부" value={cohort.divisionId} onChange={(event) => setCohort({ ...cohort, divisionId: event.target.value })}>
              <option value="">본부 전체</option>
              {(divisions.data ?? []).map((division) => (
                <option key={division.id} value={division.id}>
                  {division.name}
                </option>
              ))}
            </Form.Select>
          </div>
          {cohortChosen ? <Downloads label="기수·팀·본부 실적" target={cohortTarget} /> : <p className="text-secondary small mb-0">기수, 팀 또는 본부 중 하나를 선택해주세요.</p>}
        </fieldset>
      </div>
    </section>
  );
}
