// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_AUDIT_NAMES, type AuditEntryView } from '@nanum/shared/auditLog';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import AuditSection from './AuditSection';

const entry: AuditEntryView = {
  id: 90, userId: 3, actorName: '운영자', action: 'popup.update', targetType: 'popup', targetId: 5,
  before: { title: '여름 캠프', active: true }, after: { title: '가을 캠프', active: false }, date: '2026-11-20T03:00:00.000Z',
};

function openLog() {
  const api = fakeApi({
    'GET /api/admin/audit': (request) => {
      const page = Number(request.query.get('page'));
      const list = request.query.get('actor') === '없는 사람' ? [] : [{ ...entry, id: 90 + page, actorName: `운영자 ${page}쪽` }];
      return { body: { status: 200, data: { list, names: NO_AUDIT_NAMES, total: list.length === 0 ? 0 : 45, page, pageSize: 20 } } };
    },
  });
  return { ...renderWithStore(<AuditSection />), api };
}

describe('the audit log', () => {
  it('shows who changed what, each field before → after', async () => {
    openLog();
    const log = await screen.findByRole('list', { name: '변경 기록' });
    const item = within(log).getAllByRole('listitem')[0]!;
    expect(within(item).getByText('팝업 수정')).toBeDefined();
    expect(within(item).getByText('팝업 #5 (가을 캠프)')).toBeDefined();
    expect(within(item).getByText('여름 캠프 → 가을 캠프')).toBeDefined();
    expect(within(item).getByText('예 → 아니오')).toBeDefined();
    expect(screen.getByText('(45건, 수정 불가)')).toBeDefined();
  });

  it('shows a restored post’s 삭제 시각 on Korean time, as the site writes times, not as stored', async () => {
    const restore: AuditEntryView = { ...entry, id: 95, action: 'post.restore', targetType: 'post', targetId: 7, before: { deletedAt: '2026-11-25T15:30:00.000Z', deletedBy: '김운영' }, after: { deletedAt: null } };
    fakeApi({ 'GET /api/admin/audit': { body: { status: 200, data: { list: [restore], names: NO_AUDIT_NAMES, total: 1, page: 1, pageSize: 20 } } } });
    renderWithStore(<AuditSection />);
    const item = within(await screen.findByRole('list', { name: '변경 기록' })).getByRole('listitem');
    expect(within(item).getByText('2026-11-26 00:30 → -')).toBeDefined();
    expect(item.textContent).not.toContain('2026-11-25T15:30');
  });

  it('shows a long page edit as the stretch where it changed, with each whole length, in a few lines', async () => {
    const intro = '## 나눔 소개\n\n나눔은 2010년부터 이웃과 함께해 온 비영리 단체입니다. '.repeat(40);
    const before = `${intro}봉사자 모집은 매월 첫째 주 토요일에 합니다.\n\n${'문의는 사무국으로 해 주세요. '.repeat(40)}`;
    const after = before.replace('첫째 주 토요일', '둘째 주 일요일');
    const edit: AuditEntryView = { ...entry, id: 96, action: 'page.update', targetType: 'page', targetId: null, before: { title: '나눔 소개', body: before }, after: { title: '나눔 소개', body: after } };
    fakeApi({ 'GET /api/admin/audit': { body: { status: 200, data: { list: [edit], names: NO_AUDIT_NAMES, total: 1, page: 1, pageSize: 20 } } } });
    renderWithStore(<AuditSection />);
    const item = within(await screen.findByRole('list', { name: '변경 기록' })).getByRole('listitem');
    const change = within(item).getByText('본문').nextElementSibling?.textContent ?? '';
    const [old, now] = change.split(' → ');
    expect(old).toMatch(/^….*첫째 주 토요일.*… \(전체 [\d,]+자\)$/s);
    expect(now).toMatch(/^….*둘째 주 일요일.*… \(전체 [\d,]+자\)$/s);
    expect(old).toContain(`(전체 ${before.length.toLocaleString('ko-KR')}자)`);
    expect(change.length).toBeLessThan(400);
    expect(before.length).toBeGreaterThan(2000);
  });

  it('searches by the filters typed and picked, from page 1, and exports the same selection', async () => {
    const { events, api } = openLog();
    await events.click(await screen.findByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText(/운영자 2쪽/)).toBeDefined();

    await events.type(screen.getByLabelText('담당자'), ' 김운영 ');
    await events.selectOptions(screen.getByLabelText('작업'), '회원 수정');
    await events.selectOptions(screen.getByLabelText('대상'), '회원');
    await events.click(screen.getByRole('button', { name: '검색' }));

    expect(await screen.findByText(/운영자 1쪽/)).toBeDefined();
    expect(Object.fromEntries(api.sent.at(-1)!.query)).toEqual({ page: '1', actor: '김운영', action: 'member.update', target: 'member' });
    expect(screen.getByRole('link', { name: 'CSV 내려받기' }).getAttribute('href')).toBe('/api/admin/audit/export?actor=%EA%B9%80%EC%9A%B4%EC%98%81&action=member.update&target=member');
  });

  it('says so when nothing matches', async () => {
    const { events } = openLog();
    await events.type(screen.getByLabelText('담당자'), '없는 사람');
    await events.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('조건에 맞는 기록이 없습니다.')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: '변경 기록 페이지' })).toBeNull();
  });

  it('reads the days between 시작일 and 종료일', async () => {
    const { events, api } = openLog();
    await screen.findByText(/운영자 1쪽/);
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-11-30' } });
    await events.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByText(/운영자 1쪽/);
    expect(Object.fromEntries(api.sent.at(-1)!.query)).toEqual({ page: '1', from: '2026-11-01', to: '2026-11-30' });
  });
});
