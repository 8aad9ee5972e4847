import type { YouthMemberQuery } from '@nanum/shared/youthSchemas';
import type { Db } from '../../db/knex';
import { containsPattern, toNumber } from '../../db/values';

/** A member row as a campaign manager sees it (no contact data beyond the email). */
export interface ManagedMemberRow {
  id: number;
  name: string;
  email: string;
  type: number;
  cardinal: number;
  team_name: string | null;
  division_name: string | null;
}


/**
 * Members of the given types a manager may enrol, by name (and email, for those who may see
 * emails): every one (divisionId undefined) or those of one division. A page of them and the total.
 */
export async function findManagedMembers(
  db: Db,
  scope: { types: readonly number[]; divisionId?: number; searchEmails: boolean },
  query: YouthMemberQuery,
  size: number,
): Promise<{ rows: ManagedMemberRow[]; total: number }> {
  const filtered = () => {
    // A withdrawn member's row stays for their records; they are nobody's to enrol.
    const q = db('users as u').whereIn('u.type', [...scope.types]).whereNull('u.withdrawn_at');
    if (scope.divisionId !== undefined) q.where('u.division_id', scope.divisionId);
    if (query.keyword) {
      const term = containsPattern(query.keyword);
      q.where((w) => {
        w.whereRaw('u.name like ? escape ?', [term, '!']);
        if (scope.searchEmails) w.orWhereRaw('u.email like ? escape ?', [term.toLowerCase(), '!']);
      });
    }
    return q;
  };
  const rows: ManagedMemberRow[] = await filtered()
    .leftJoin('teams as t', 't.id', 'u.team_id')
    .leftJoin('divisions as d', 'd.id', 'u.division_id')
    .orderBy([{ column: 'u.name' }, { column: 'u.id' }])
    .limit(size)
    .offset((query.page - 1) * size)
    .select('u.id', 'u.name', 'u.email', 'u.type', 'u.cardinal', 't.name as team_name', 'd.name as division_name');
  const counted = await filtered().count({ total: '*' }).first();
  return { rows: rows.map((row) => ({ ...row, id: toNumber(row.id), type: toNumber(row.type), cardinal: toNumber(row.cardinal) })), total: toNumber(counted?.total) };
}
