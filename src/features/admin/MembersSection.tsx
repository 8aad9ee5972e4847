import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { memberScopeOf } from '@nanum/shared/authority';
import { AFFILIATION_TYPE_LABELS, RANK_LABELS } from '@nanum/shared/codes';
import { formatCohort } from '@nanum/shared/display';
import type { AdminMemberView, Paged } from '@nanum/shared/adminViews';
import AdminPager, { pageCountOf } from './AdminPager';
import FilterSelect from './FilterSelect';
import MemberEditModal from './MemberEditModal';
import { useAppSelector } from '@/store/hooks';
import { useAdminList } from './useAdminList';
import styles from './admin.module.css';

const CERTIFY_OPTIONS = [
  ['1', '인증'],
  ['0', '미인증'],
] as const;

type Filter = Record<'keyword' | 'type' | 'rank' | 'cardinal' | 'certify' | 'page', string | undefined>;

/**
 * Members: search by name or email (a division head, who sees addresses masked, by name only: the
 * API searches what the viewer may see), filter by type, rank, cohort and certification; edit one.
 */
export default function MembersSection() {
  const viewer = useAppSelector((state) => state.user);
  const searchesEmails = memberScopeOf({ ...viewer, divisionId: viewer?.division ?? null }).showEmails;
  const [filter, setFilter] = useState<Filter>({ keyword: undefined, type: undefined, rank: undefined, cardinal: undefined, certify: undefined, page: '1' });
  const { data, loading, reload } = useAdminList<Paged<AdminMemberView>>('/api/user/get/list/all', filter);
  const [editing, setEditing] = useState<AdminMemberView | null>(null);
  const pages = pageCountOf(data);
  const page = Number(filter.page ?? 1);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ keyword: value('keyword'), type: value('type'), rank: value('rank'), cardinal: value('cardinal'), certify: value('certify'), page: '1' });
  };

  return (
    <>
      <form className={styles.panel} onSubmit={search} aria-label="회원 검색">
        <div className="row g-2 align-items-end">
          <Form.Group className="col-md-3" controlId="member-keyword">
            <Form.Label>{searchesEmails ? '이름 또는 이메일' : '이름'}</Form.Label>
            <Form.Control name="keyword" maxLength={50} />
          </Form.Group>
          <FilterSelect controlId="member-filter-type" label="소속" name="type" options={Object.entries(AFFILIATION_TYPE_LABELS)} />
          <FilterSelect controlId="member-filter-rank" label="직급" name="rank" options={Object.entries(RANK_LABELS)} />
          <Form.Group className="col-md-2" controlId="member-filter-cardinal">
            <Form.Label>기수</Form.Label>
            <Form.Control name="cardinal" inputMode="numeric" pattern="\d*" />
          </Form.Group>
          <FilterSelect controlId="member-filter-certify" label="인증" name="certify" options={CERTIFY_OPTIONS} />
          <div className="col-md-1">
            <Button type="submit" className="w-100">
              검색
            </Button>
          </div>
        </div>
      </form>
      <section className={styles.panel} aria-labelledby="member-list-title">
        <h2 className={styles.panelTitle} id="member-list-title">
          회원 목록 <span className="text-secondary small">({data?.total ?? 0}명)</span>
        </h2>
        {loading && !data ? (
          <p role="status">불러오는 중입니다…</p>
        ) : (
          <Table responsive hover size="sm" className={`align-middle text-nowrap ${styles.stacked}`}>
            <thead>
              <tr>
                <th scope="col">이름</th>
                <th scope="col">이메일</th>
                <th scope="col">소속</th>
                <th scope="col">직급</th>
                <th scope="col">기수</th>
                <th scope="col">권한</th>
                <th scope="col">상태</th>
                <th scope="col">관리</th>
              </tr>
            </thead>
            <tbody>
              {(data?.list ?? []).map((member) => (
                <tr key={member.id}>
                  <td data-label="이름">{member.name}</td>
                  <td data-label="이메일" className="small">{member.email}</td>
                  <td data-label="소속">{member.typeLabel}</td>
                  <td data-label="직급">{member.rankLabel}</td>
                  <td data-label="기수">{formatCohort(member.cardinal)}</td>
                  <td data-label="권한">{member.powerLabel}</td>
                  <td data-label="상태">
                    {member.certify ? <Badge bg="success">인증</Badge> : <Badge bg="warning" text="dark">미인증</Badge>}{' '}
                    {![0, 2].includes(member.hidden) && <Badge bg="secondary">숨김</Badge>} {member.endOfActivity && <Badge bg="info" text="dark">활동 종료</Badge>}
                  </td>
                  <td data-label="관리">
                    {member.editable.length > 0 ? (
                      <Button size="sm" variant="outline-primary" aria-label={`${member.name} 수정`} onClick={() => setEditing(member)}>
                        수정
                      </Button>
                    ) : (
                      <span className="small text-secondary">수정 불가</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <AdminPager page={page} pages={pages} onChange={(next) => setFilter({ ...filter, page: String(next) })} label="회원 목록 페이지" />
      </section>
      {editing && (
        <MemberEditModal
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
