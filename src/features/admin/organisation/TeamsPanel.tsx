import Image from 'next/image';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import type { DivisionListItem, TeamListItem } from '@nanum/shared/youthEntities';
import { isUploadedImage } from '@/features/layout/avatar';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from '../adminApi';
import RowActions from '../RowActions';
import TeamForm from './TeamForm';
import styles from '../admin.module.css';

/** Teams: the form (create or edit with an image) and the list by division. */
export default function TeamsPanel({ teams, divisions, onChange }: { teams: TeamListItem[]; divisions: DivisionListItem[]; onChange: (teams: TeamListItem[] | undefined) => void }) {
  const toast = useToast();
  const [editing, setEditing] = useState<TeamListItem | null>(null);

  const remove = async (team: TeamListItem) => {
    if (!window.confirm(`'${team.teamName}' 팀을 삭제하시겠습니까?`)) return;
    const answer = await adminCall<TeamListItem[]>('DELETE', `/api/youth/teams/${team.team}`);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    if (editing?.team === team.team) setEditing(null);
    onChange(answer.data);
  };

  return (
    <section className={styles.panel} aria-labelledby="team-title">
      <h2 className={styles.panelTitle} id="team-title">
        팀 <span className="text-secondary small">({teams.length})</span>
      </h2>
      {divisions.length === 0 ? (
        <p className="text-secondary">팀을 만들려면 먼저 본부를 등록해주세요.</p>
      ) : (
        <TeamForm
          divisions={divisions}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={(list) => {
            setEditing(null);
            onChange(list);
          }}
        />
      )}
      {teams.length === 0 ? (
        <p className="text-secondary mb-0">등록된 팀이 없습니다.</p>
      ) : (
        <Table responsive hover size="sm" className={`align-middle mb-0 ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">이미지</th>
              <th scope="col">팀</th>
              <th scope="col">본부</th>
              <th scope="col">순서</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((team) => (
              <tr key={team.team} data-testid="team-row">
                <td data-label="이미지">
                  {team.teamImage ? (
                    <Image src={team.teamImage} alt={`${team.teamName} 팀 이미지`} width={96} height={48} className={styles.thumb} unoptimized={isUploadedImage(team.teamImage)} />
                  ) : (
                    <span className="text-secondary small">없음</span>
                  )}
                </td>
                <td data-label="팀">{team.teamName}</td>
                <td data-label="본부">{team.divisionName ?? '-'}</td>
                <td data-label="순서">{team.sort}</td>
                <RowActions name={`${team.teamName} 팀`} onEdit={() => setEditing(team)} onRemove={() => void remove(team)} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
