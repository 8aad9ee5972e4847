import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import '@/styles/dialogStyles';
import { EDITABLE_FIELDS, type RoleField } from '@nanum/shared/authority';
import { AFFILIATION_TYPE_LABELS, hiddenChoices, hiddenLabel, POWER_LABELS, RANK_LABELS } from '@nanum/shared/codes';
import { DIVISION_RANKS } from '@nanum/shared/permissions';
import type { DivisionListItem, TeamListItem } from '@nanum/shared/youthEntities';
import type { AdminMemberView } from '@nanum/shared/adminViews';
import { useToast } from '@/features/toast/useToast';
import { adminCall } from './adminApi';
import { useAdminList } from './useAdminList';

const options = (labels: Record<number, string>, unavailable: readonly number[] = []) =>
  Object.entries(labels).map(([code, label]) => (
    <option key={code} value={code} disabled={unavailable.includes(Number(code))}>
      {label}
    </option>
  ));

/**
 * Edits a member's codes with their labels, and their team and division picked from the real lists
 * (a team brings its division along). Only the fields the viewer may change (member.editable, from
 * the authority model) can be changed; the division ranks only by an admin. The API checks the same.
 */
export default function MemberEditModal({ member, onClose, onSaved }: { member: AdminMemberView; onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const can = (field: RoleField) => member.editable.includes(field);
  const isAdmin = can('power');
  // Ranks 10 and 19 open the admin area: only an admin gives or takes them.
  const rankLocked = !isAdmin && DIVISION_RANKS.includes(member.rank);
  const unavailableRanks = isAdmin ? [] : DIVISION_RANKS;
  const locked = (['power', 'rank', 'type', 'cardinal', 'divisionId', 'teamId', 'hidden', 'certify', 'endOfActivity'] as const).filter((field) => !can(field));
  const [values, setValues] = useState({
    power: member.power,
    rank: member.rank,
    type: member.type,
    cardinal: member.cardinal,
    hidden: member.hidden,
    certify: member.certify,
    endOfActivity: member.endOfActivity,
    teamId: member.teamId,
    divisionId: member.divisionId,
  });
  const set = (key: keyof typeof values, value: number | boolean | null) => setValues((current) => ({ ...current, [key]: value }));
  const teams = useAdminList<TeamListItem[]>('/api/youth/teams').data ?? [];
  const divisions = useAdminList<DivisionListItem[]>('/api/youth/divisions').data ?? [];

  const pickTeam = (teamId: number | null) => {
    const team = teams.find((item) => item.team === teamId);
    setValues((current) => ({ ...current, teamId, divisionId: team && can('divisionId') ? team.division : current.divisionId }));
  };
  const pickDivision = (divisionId: number | null) => {
    setValues((current) => {
      const team = teams.find((item) => item.team === current.teamId);
      return { ...current, divisionId, teamId: team && team.division !== divisionId ? null : current.teamId };
    });
  };

  const save = async () => {
    const changes: Record<string, number | boolean | null> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value !== member[key as keyof AdminMemberView] && can(key as RoleField)) changes[key] = value;
    }
    const answer = await adminCall('PUT', '/api/admin/user', { id: member.id, ...changes });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    onSaved();
  };

  return (
    <Modal show onHide={onClose} centered aria-labelledby="member-edit-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title as="h2" className="h5" id="member-edit-title">
          {member.name} 회원 수정
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="row g-3">
          <Form.Group className="col-6" controlId="member-rank">
            <Form.Label>직급</Form.Label>
            <Form.Select value={values.rank} disabled={!can('rank') || rankLocked} onChange={(event) => set('rank', Number(event.target.value))}>
              {options(RANK_LABELS, unavailableRanks)}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6" controlId="member-type">
            <Form.Label>소속</Form.Label>
            <Form.Select value={values.type} disabled={!can('type')} onChange={(event) => set('type', Number(event.target.value))}>
              {options(AFFILIATION_TYPE_LABELS)}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6" controlId="member-cardinal">
            <Form.Label>기수 (0은 없음)</Form.Label>
            <Form.Control type="number" min={0} max={999} value={values.cardinal} disabled={!can('cardinal')} onChange={(event) => set('cardinal', Number(event.target.value))} />
          </Form.Group>
          <Form.Group className="col-6" controlId="member-power">
            <Form.Label>권한</Form.Label>
            <Form.Select value={values.power} disabled={!can('power')} onChange={(event) => set('power', Number(event.target.value))}>
              {options(POWER_LABELS)}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6" controlId="member-division">
            <Form.Label>본부</Form.Label>
            <Form.Select value={values.divisionId ?? ''} disabled={!can('divisionId')} onChange={(event) => pickDivision(event.target.value ? Number(event.target.value) : null)}>
              <option value="">없음</option>
              {divisions.map((division) => (
                <option key={division.id} value={division.id}>
                  {division.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6" controlId="member-team">
            <Form.Label>팀</Form.Label>
            <Form.Select value={values.teamId ?? ''} disabled={!can('teamId')} onChange={(event) => pickTeam(event.target.value ? Number(event.target.value) : null)}>
              <option value="">없음</option>
              {divisions.filter((division) => can('divisionId') || division.id === member.divisionId).map((division) => {
                const own = teams.filter((team) => team.division === division.id);
                return own.length === 0 ? null : (
                  <optgroup key={division.id} label={division.name}>
                    {own.map((team) => (
                      <option key={team.team} value={team.team}>
                        {team.teamName}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </Form.Select>
            <Form.Text>{can('divisionId') ? '팀을 고르면 그 팀의 본부로 함께 바뀝니다.' : '소속 본부의 팀만 고를 수 있습니다.'}</Form.Text>
          </Form.Group>
          <Form.Group className="col-6" controlId="member-hidden">
            <Form.Label>숨김 (권한 정지)</Form.Label>
            <Form.Select value={values.hidden} disabled={!can('hidden')} onChange={(event) => set('hidden', Number(event.target.value))} aria-describedby="member-hidden-hint">
              {hiddenChoices(member.hidden).map((value) => (
                <option key={value} value={value}>
                  {hiddenLabel(value)}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="member-hidden-hint">숨김이면 관리자·운영자·본부장 권한과 활동 권한(나의 활동 역량 등)을 쓸 수 없습니다. 정상으로 되돌리면 다시 쓸 수 있습니다.</Form.Text>
          </Form.Group>
          <div className="col-6 d-flex flex-column justify-content-center gap-2">
            <Form.Check type="switch" id="member-certify" label="인증 회원" checked={values.certify} disabled={!can('certify')} onChange={(event) => set('certify', event.target.checked)} />
            <Form.Check type="switch" id="member-end" label="활동 종료" checked={values.endOfActivity} disabled={!can('endOfActivity')} onChange={(event) => set('endOfActivity', event.target.checked)} />
          </div>
        </div>
        {locked.length > 0 && (
          <p className="small text-secondary mt-3 mb-0">
            {EDITABLE_FIELDS.operator.every(can) ? '권한, 숨김, 인증 변경과 본부장 · 특별 직급은 관리자만 정할 수 있습니다.' : '소속 본부 회원의 팀과 일반 직급만 바꿀 수 있습니다. 활동 권한이 바뀌는 직급은 운영자 이상이 정합니다.'}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          취소
        </Button>
        <Button onClick={save}>저장</Button>
      </Modal.Footer>
    </Modal>
  );
}
