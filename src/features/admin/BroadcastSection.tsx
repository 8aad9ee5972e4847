import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BROADCAST_DESCRIPTION_MAX, BROADCAST_HREF_MAX, BROADCAST_SUBTITLE_MAX, BROADCAST_TITLE_MAX, type BroadcastTarget } from '@nanum/shared/adminRules';
import { memberScopeOf } from '@nanum/shared/authority';
import { AFFILIATION_TYPE_LABELS, RANK_LABELS } from '@nanum/shared/codes';
import type { DivisionListItem, TeamListItem } from '@nanum/shared/youthEntities';
import { useToast } from '@/features/toast/useToast';
import { useBusy } from '@/lib/useBusy';
import { useAppSelector } from '@/store/hooks';
import { adminCall } from './adminApi';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

const TARGET_LABELS: Record<BroadcastTarget, string> = { all: '전체 회원', type: '소속별', cardinal: '기수별', division: '본부별', team: '팀별', rank: '직급별' };

/** The choices of a target, by name (a cohort is typed as a number). */
function useAudienceChoices(target: BroadcastTarget): { value: number; label: string }[] | null {
  const divisions = useAdminList<DivisionListItem[]>('/api/youth/divisions');
  const teams = useAdminList<TeamListItem[]>('/api/youth/teams');
  if (target === 'type') return Object.entries(AFFILIATION_TYPE_LABELS).map(([code, label]) => ({ value: Number(code), label }));
  if (target === 'rank') return Object.entries(RANK_LABELS).map(([code, label]) => ({ value: Number(code), label }));
  if (target === 'division') return (divisions.data ?? []).map((division) => ({ value: division.id, label: division.name }));
  if (target === 'team') return (teams.data ?? []).map((team) => ({ value: team.team, label: team.divisionName ? `${team.divisionName} · ${team.teamName}` : team.teamName }));
  return null;
}

/**
 * How many members the chosen audience reaches (the API counts within the sender's scope; for a
 * 광고성 broadcast only those who agreed); null while unknown.
 */
function useRecipientCount(target: BroadcastTarget, value: string, promotional: boolean): number | null {
  const [count, setCount] = useState<{ key: string; count: number | null }>({ key: '', count: null });
  const key = `${target}:${value}:${promotional}`;
  useEffect(() => {
    if (target !== 'all' && value === '') return;
    let live = true;
    const query = { target, value: target === 'all' ? undefined : value, promotional: promotional ? '1' : undefined };
    void adminCall<{ count: number }>('GET', '/api/admin/alarm/recipients', undefined, query).then((answer) => {
      if (live) setCount({ key, count: answer.ok && answer.data ? answer.data.count : null });
    });
    return () => {
      live = false;
    };
  }, [key, target, value, promotional]);
  return count.key === key ? count.count : null;
}

/**
 * Sends an alarm to everyone, one affiliation type, cohort, division, team or rank, picked by name,
 * with the number of recipients shown before sending; online members get it live. A division
 * head's broadcast reaches their own division's members only (the API decides and counts). A
 * broadcast marked 광고성 정보 reaches only members who agreed to promotional messages, titled
 * "(광고)", and its app push waits for 08:00 at night (정보통신망법 제50조; the API decides).
 */
export default function BroadcastSection() {
  const toast = useToast();
  const viewer = useAppSelector((state) => state.user);
  const divisionOnly = memberScopeOf({ ...viewer, divisionId: viewer?.division ?? null }).divisionId !== undefined;
  const [target, setTarget] = useState<BroadcastTarget>('all');
  const [value, setValue] = useState('');
  const sending = useBusy();
  const choices = useAudienceChoices(target);
  const [promotional, setPromotional] = useState(false);
  const count = useRecipientCount(target, value, promotional);
  const chooseTarget = (next: BroadcastTarget) => {
    setTarget(next);
    setValue('');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // While one is sent, 알림 보내기 stays focusable (aria-disabled) and another submit sends nothing.
    if (sending.busy) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    if (count === 0) return toast.warning('조건에 맞는 회원이 없습니다.');
    if (!window.confirm(`${count === null ? '선택한 회원' : `${count}명`}에게 알림을 보내시겠습니까?`)) return;
    void sending.run(() => send(formElement, form));
  };

  const send = async (formElement: HTMLFormElement, form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? '');
    const answer = await adminCall('POST', '/api/admin/alarm', {
      title: text('title'),
      subTitle: text('subTitle'),
      description: text('description'),
      href: text('href'),
      target,
      value: target === 'all' ? undefined : Number(value),
      promotional,
    });
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    formElement.reset();
    setPromotional(false);
    chooseTarget('all');
  };

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="broadcast-title">
      <h2 className={styles.panelTitle} id="broadcast-title">
        알림 보내기
      </h2>
      {divisionOnly && <p className="small text-secondary">본부장의 알림은 소속 본부 회원에게만 전달됩니다.</p>}
      <div className="row g-3">
        <Form.Group className="col-md-6" controlId="broadcast-title-input">
          <Form.Label>제목</Form.Label>
          <Form.Control name="title" required maxLength={BROADCAST_TITLE_MAX} />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="broadcast-subtitle">
          <Form.Label>부제목</Form.Label>
          <Form.Control name="subTitle" maxLength={BROADCAST_SUBTITLE_MAX} />
        </Form.Group>
        <Form.Group className="col-12" controlId="broadcast-description">
          <Form.Label>내용</Form.Label>
          <Form.Control as="textarea" rows={3} name="description" maxLength={BROADCAST_DESCRIPTION_MAX} />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="broadcast-href">
          <Form.Label>이동 주소 (사이트 안, 선택)</Form.Label>
          <Form.Control name="href" maxLength={BROADCAST_HREF_MAX} placeholder="/community/notice" />
        </Form.Group>
        <Form.Group className="col-md-3" controlId="broadcast-target">
          <Form.Label>받는 사람</Form.Label>
          <Form.Select value={target} onChange={(event) => chooseTarget(event.target.value as BroadcastTarget)}>
            {Object.entries(TARGET_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {choices && (
          <Form.Group className="col-md-3" controlId="broadcast-value">
            <Form.Label>{TARGET_LABELS[target].replace(/별$/, '')}</Form.Label>
            <Form.Select value={value} required onChange={(event) => setValue(event.target.value)}>
              <option value="">선택하세요</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        {target === 'cardinal' && (
          <Form.Group className="col-md-3" controlId="broadcast-value">
            <Form.Label>기수</Form.Label>
            <Form.Control type="number" min={0} required value={value} onChange={(event) => setValue(event.target.value)} />
          </Form.Group>
        )}
        <Form.Group className="col-12" controlId="broadcast-promotional">
          <Form.Check
            name="promotional"
            label="광고성 정보 (후원 모집·행사 홍보 등)"
            aria-describedby="broadcast-promotional-hint"
            checked={promotional}
            onChange={(event) => setPromotional(event.currentTarget.checked)}
          />
          <Form.Text id="broadcast-promotional-hint">
            광고성 정보 수신에 동의한 회원에게만 제목 앞에 (광고)를 붙여 보냅니다. 야간(21:00~08:00) 앱 푸시는 야간 수신에 동의하지 않은 회원에게 오전 8시에 전달됩니다. 받는 사람 인원도 동의한 회원만 셉니다.
          </Form.Text>
        </Form.Group>
      </div>
      <p className="mt-3 mb-0" role="status" aria-live="polite">
        {count === null ? '받는 사람을 고르면 인원이 표시됩니다.' : `받는 사람: ${count}명`}
      </p>
      <Button type="submit" className="mt-3" disabled={count === 0} {...sending.props}>
        알림 보내기
      </Button>
    </form>
  );
}
