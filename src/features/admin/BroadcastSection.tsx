import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { BROADCAST_DESCRIPTION_MAX, BROADCAST_HREF_MAX, BROADCAST_SUBTITLE_MAX, BROADCAST_TITLE_MAX, type BroadcastTarget } from '@nanum/shared/adminRules';
import { memberScopeOf } from '@nanum/shared/authority';
import { AFFILIATION_TYPE_LABELS } from '@nanum/shared/codes';
import { useToast } from '@/features/toast/useToast';
import { useAppSelector } from '@/store/hooks';
import { adminCall } from './adminApi';
import styles from './admin.module.css';

const TARGET_LABELS: Record<BroadcastTarget, string> = { all: '전체 회원', type: '소속별', cardinal: '기수별', team: '팀별 (팀 번호)' };

/**
 * Sends an alarm to everyone, one affiliation type, one cohort or one team; online members get it
 * live. A division head's broadcast reaches their own division's members only (the API decides).
 */
export default function BroadcastSection() {
  const toast = useToast();
  const viewer = useAppSelector((state) => state.user);
  const divisionOnly = memberScopeOf({ ...viewer, divisionId: viewer?.division ?? null }).divisionId !== undefined;
  const [target, setTarget] = useState<BroadcastTarget>('all');
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '');
    const value = target === 'all' ? undefined : Number(text('value'));
    if (!window.confirm(`${TARGET_LABELS[target]}에게 알림을 보내시겠습니까?`)) return;
    setSending(true);
    const answer = await adminCall('POST', '/api/admin/alarm', { title: text('title'), subTitle: text('subTitle'), description: text('description'), href: text('href'), target, value });
    setSending(false);
    if (!answer.ok) return toast.warning(answer.message);
    toast.done(answer.message);
    formElement.reset();
    setTarget('all');
  };

  return (
    <form className={styles.panel} onSubmit={send} aria-labelledby="broadcast-title">
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
          <Form.Select value={target} onChange={(event) => setTarget(event.target.value as BroadcastTarget)}>
            {Object.entries(TARGET_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {target === 'type' && (
          <Form.Group className="col-md-3" controlId="broadcast-value">
            <Form.Label>소속</Form.Label>
            <Form.Select name="value" required>
              {Object.entries(AFFILIATION_TYPE_LABELS).map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        {(target === 'cardinal' || target === 'team') && (
          <Form.Group className="col-md-3" controlId="broadcast-value">
            <Form.Label>{target === 'cardinal' ? '기수' : '팀 번호'}</Form.Label>
            <Form.Control name="value" type="number" min={target === 'cardinal' ? 0 : 1} required />
          </Form.Group>
        )}
      </div>
      <Button type="submit" className="mt-3" disabled={sending}>
        알림 보내기
      </Button>
    </form>
  );
}
