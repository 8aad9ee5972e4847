import Link from 'next/link';
import { useEffect, useState } from 'react';
import { campaignPath, campaignSchedule } from '@nanum/shared/campaignPage';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import '@/styles/dialogStyles';
import { formatCohort } from '@nanum/shared/display';
import { formatHours, hoursToMinutes } from '@nanum/shared/youthRules';
import ParticipationActions from './ParticipationActions';
import StatusBadge from './StatusBadge';
import { fetchCampaign, type CampaignDetail } from './youthApi';
import styles from './youth.module.css';

export interface CampaignDetailModalProps {
  /** The campaign to show, or null when closed. */
  campaignId: number | null;
  onClose(): void;
  /** Called after a manager's step on a participation (the lists behind reload). */
  onChanged?(): void;
}

/**
 * A campaign's details; its managers also see every participation with its state and the next
 * steps they may take (including 정정 and 취소 of approved records).
 */
export default function CampaignDetailModal({ campaignId, onClose, onChanged }: CampaignDetailModalProps) {
  const [answer, setAnswer] = useState<{ id: number; detail: CampaignDetail | null; message: string } | null>(null);
  const [version, setVersion] = useState(0);
  const current = answer && answer.id === campaignId ? answer : null;
  const detail = current?.detail ?? null;
  const message = current?.message ?? '';

  useEffect(() => {
    if (campaignId === null) return;
    let active = true;
    void fetchCampaign(campaignId).then((outcome) => {
      if (!active) return;
      setAnswer(outcome.ok ? { id: campaignId, detail: outcome.data, message: '' } : { id: campaignId, detail: null, message: outcome.message });
    });
    return () => {
      active = false;
    };
  }, [campaignId, version]);

  const changed = () => {
    setVersion((value) => value + 1);
    onChanged?.();
  };

  return (
    <Modal show={campaignId !== null} onHide={onClose} centered size="lg" scrollable aria-labelledby="campaign-detail-title">
      <Modal.Header closeButton closeLabel="닫기">
        <Modal.Title id="campaign-detail-title">{detail?.name ?? '캠페인'}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {message && <p role="alert">{message}</p>}
        {!detail && !message && <p aria-live="polite">불러오는 중입니다…</p>}
        {detail && (
          <>
            <p style={{ whiteSpace: 'pre-line' }}>{detail.description}</p>
            <dl className={styles.meta}>
              <dt>일시</dt>
              <dd>{campaignSchedule(detail)}</dd>
              <dt>장소</dt>
              <dd>{detail.place || '-'}</dd>
              <dt>인정 시간</dt>
              <dd>{formatHours(hoursToMinutes(detail.hours))}</dd>
              <dt>담당</dt>
              <dd>{detail.divisionName ?? '운영진'}</dd>
              <dt>정원</dt>
              <dd>
                {detail.capacity ? `${detail.capacity}명 · 남은 자리 ${detail.placesLeft ?? 0}명` : '제한 없음'}
                {detail.waitingCount > 0 && ` · 대기 ${detail.waitingCount}명`}
              </dd>
            </dl>
            <p className="mt-3 mb-0">
              <Link prefetch={false} href={campaignPath(detail.id)}>캠페인 페이지에서 보기 · 공유하기</Link>
            </p>
            {detail.canManage && (
              <section className="mt-4" aria-labelledby="participants-title">
                <h3 id="participants-title" className="h6 fw-bold">
                  참여 명단 {detail.participations.length}명
                </h3>
                {detail.participations.length === 0 ? (
                  <p className={styles.empty}>아직 참여 신청이 없습니다.</p>
                ) : (
                  // Focusable, so the list scrolls sideways from the keyboard on a narrow screen.
                  <div className={styles.tableWrap} role="region" aria-label="참여 명단 표" tabIndex={0}>
                    <Table size="sm" className="align-middle">
                      <thead>
                        <tr>
                          <th scope="col">회원</th>
                          <th scope="col">기수 · 팀</th>
                          <th scope="col">상태</th>
                          <th scope="col">인정 시간</th>
                          <th scope="col">처리</th>
                        </tr>
                      </thead>
                      <tbody>
                        {detail.participations.map((participation) => (
                          <tr key={participation.id}>
                            <td>{participation.userName}</td>
                            <td>
                              {formatCohort(participation.cohort)} · {participation.teamName ?? '-'}
                            </td>
                            <td>
                              <StatusBadge status={participation.status} />
                            </td>
                            <td>
                              {['attended', 'approved'].includes(participation.status) ? formatHours(hoursToMinutes(participation.hours)) : '-'}
                              {participation.reason && <div className="small text-secondary">사유: {participation.reason}</div>}
                            </td>
                            <td>
                              <ParticipationActions participation={participation} onDone={changed} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </Table>
                  </div>
                )}
              </section>
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
