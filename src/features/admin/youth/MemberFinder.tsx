import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatCohort } from '@nanum/shared/display';
import type { ManagedMember } from '@nanum/shared/youthEntities';
import type { Paged } from '@nanum/shared/adminViews';
import AdminPager, { pageCountOf } from '../AdminPager';
import { useAdminList } from '../useAdminList';
import styles from '../admin.module.css';

export interface MemberFinderProps {
  /** The campaign members are enrolled into, or null when none is chosen. */
  campaignName: string | null;
  onEnrol(member: ManagedMember): void;
  onShowCertificates(member: ManagedMember): void;
}

/**
 * The members the manager may enrol (operators: every youth champ, supporter and KSCV member;
 * division heads: their own division's), searched by name or email, a page at a time.
 */
export default function MemberFinder({ campaignName, onEnrol, onShowCertificates }: MemberFinderProps) {
  const [query, setQuery] = useState<{ keyword: string | undefined; page: string }>({ keyword: undefined, page: '1' });
  const { data, loading } = useAdminList<Paged<ManagedMember>>('/api/youth/members', query);
  const page = Number(query.page);
  const pages = pageCountOf(data);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    setQuery({ keyword: keyword || undefined, page: '1' });
  };

  return (
    <section className={styles.panel} aria-labelledby="youth-members-title">
      <h2 className={styles.panelTitle} id="youth-members-title">
        참여 회원 찾기 <span className="text-secondary small">({data?.total ?? 0}명)</span>
      </h2>
      <form className="row g-2 align-items-end mb-3" onSubmit={search} aria-label="참여 회원 검색">
        <Form.Group className="col-md-6" controlId="youth-member-keyword">
          <Form.Label>이름 또는 이메일</Form.Label>
          <Form.Control name="keyword" maxLength={50} />
        </Form.Group>
        <div className="col-md-2">
          <Button type="submit" className="w-100">
            검색
          </Button>
        </div>
      </form>
      {loading && !data ? (
        <p role="status">불러오는 중입니다…</p>
      ) : !data || data.list.length === 0 ? (
        <p className="text-secondary mb-0">찾은 회원이 없습니다.</p>
      ) : (
        <Table responsive hover size="sm" className={`align-middle text-nowrap ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">이메일</th>
              <th scope="col">소속</th>
              <th scope="col">기수</th>
              <th scope="col">본부 · 팀</th>
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((member) => (
              <tr key={member.id}>
                <td data-label="이름">{member.name}</td>
                <td data-label="이메일" className="small">{member.email}</td>
                <td data-label="소속">{member.typeLabel}</td>
                <td data-label="기수">{formatCohort(member.cardinal)}</td>
                <td data-label="본부 · 팀">{[member.divisionName, member.teamName].filter(Boolean).join(' · ') || '-'}</td>
                <td data-label="관리">
                  <Button
                    size="sm"
                    className="me-1"
                    disabled={!campaignName}
                    aria-label={campaignName ? `${member.name} 회원을 ${campaignName}에 참여 등록` : `${member.name} 참여 등록 (캠페인을 먼저 선택)`}
                    onClick={() => onEnrol(member)}
                  >
                    참여 등록
                  </Button>
                  <Button size="sm" variant="outline-secondary" aria-label={`${member.name} 활동 확인서 보기`} onClick={() => onShowCertificates(member)}>
                    확인서
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {pages > 1 && <AdminPager page={page} pages={pages} onChange={(next) => setQuery({ ...query, page: String(next) })} label="참여 회원 목록 페이지" />}
    </section>
  );
}
