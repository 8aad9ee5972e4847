import { useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDate } from '@nanum/shared/format';
import type { ManagedMember, MemberCertificate } from '@nanum/shared/youthEntities';
import { formatHours } from '@nanum/shared/youthRules';
import { useAdminList } from '../useAdminList';
import RevokeModal from './RevokeModal';
import styles from '../admin.module.css';

/** How a certificate that is no longer valid is marked: revoked by a manager, or corrected records. */
const STATE_LABELS = { revoked: '폐기', corrected: '정정됨' } as const;

export interface MemberCertificatesProps {
  member: ManagedMember;
  /**
   * The section's data version: it changes after each step on a participation (a correction or a
   * cancellation revokes the certificates that show the record), and the list is loaded again.
   */
  version: number;
  onClose(): void;
}

/** A member's activity certificates, newest first: open the PDF, check the public page, revoke one with a reason. */
export default function MemberCertificates({ member, version, onClose }: MemberCertificatesProps) {
  const { data, loading, reload } = useAdminList<MemberCertificate[]>(`/api/youth/certificates/user/${member.id}`);
  const [revoking, setRevoking] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownVersion = useRef(version);

  // The section reloaded its lists after a step: the certificates may have changed state too.
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    reload();
  }, [version, reload]);

  // Opened from the member list: bring the panel into view and put the focus on its title.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  return (
    <section className={styles.panel} aria-labelledby="member-certificates-title">
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className={`${styles.panelTitle} mb-0`} id="member-certificates-title" tabIndex={-1} ref={heading}>
          {member.name}님의 활동 확인서
        </h2>
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          닫기
        </Button>
      </div>
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : !data || data.length === 0 ? (
        <p className="text-secondary mb-0">발급된 활동 확인서가 없습니다.</p>
      ) : (
        <Table responsive hover size="sm" className={`align-middle mb-0 ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">발급번호</th>
              <th scope="col">발급일</th>
              <th scope="col">내용</th>
              <th scope="col">상태</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {data.map((certificate) => (
              <tr key={certificate.number}>
                <td data-label="발급번호" className="text-nowrap">
                  <a href={certificate.path} target="_blank" rel="noopener noreferrer">
                    {certificate.number}
                  </a>
                </td>
                <td data-label="발급일" className="text-nowrap">{formatDate(certificate.issuedAt)}</td>
                <td data-label="내용" className="text-nowrap">
                  {certificate.campaigns}회 · {formatHours(certificate.totalMinutes)}
                </td>
                <td data-label="상태">
                  {certificate.state === 'genuine' ? (
                    <Badge bg="success">유효</Badge>
                  ) : (
                    <>
                      <Badge bg={certificate.state === 'corrected' ? 'warning' : 'secondary'} text={certificate.state === 'corrected' ? 'dark' : undefined}>
                        {STATE_LABELS[certificate.state]}
                        {certificate.revokedAt ? ` ${formatDate(certificate.revokedAt)}` : ''}
                      </Badge>
                      {certificate.revokeReason && <div className="small text-secondary">{certificate.revokeReason}</div>}
                    </>
                  )}
                </td>
                <td data-label="관리" className="text-nowrap">
                  <a
                    className="btn btn-sm btn-outline-secondary me-1"
                    href={`/certificate/verify/${certificate.number}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${certificate.number} 진위 확인`}
                  >
                    진위 확인
                  </a>
                  {certificate.state === 'genuine' && (
                    <Button size="sm" variant="outline-danger" aria-label={`${certificate.number} 폐기`} onClick={() => setRevoking(certificate.number)}>
                      폐기
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {revoking && (
        <RevokeModal
          number={revoking}
          onClose={() => {
            // Refused as already revoked or corrected (another manager, a correction): show its state now.
            setRevoking(null);
            reload();
          }}
          onRevoked={() => {
            setRevoking(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
