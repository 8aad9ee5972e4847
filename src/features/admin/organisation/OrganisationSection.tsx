import type { DivisionListItem, TeamListItem } from '@nanum/shared/youthEntities';
import { useAdminList } from '../useAdminList';
import DivisionsPanel from './DivisionsPanel';
import TeamsPanel from './TeamsPanel';

/**
 * Teams and divisions of the youth programme (operators and admins; the API checks OPERATOR):
 * divisions by name and order, teams with their division, order and image. Renaming a division
 * shows in the team list at once (the team list is loaded again).
 */
export default function OrganisationSection() {
  const divisions = useAdminList<DivisionListItem[]>('/api/youth/divisions');
  const teams = useAdminList<TeamListItem[]>('/api/youth/teams');

  if (!divisions.data || !teams.data) return <p role="status">불러오는 중입니다…</p>;
  return (
    <>
      <DivisionsPanel
        divisions={divisions.data}
        onChange={(list) => {
          divisions.setData(list);
          teams.reload();
        }}
      />
      <TeamsPanel teams={teams.data} divisions={divisions.data} onChange={teams.setData} />
    </>
  );
}
