// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@nanum/shared/adminMessages';
import { fakeApi } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import type { ReportView as ReportItem } from '@nanum/shared/adminViews';
import ReportsSection from './ReportsSection';

const reported: ReportItem = {
  targetType: 'post', targetId: 41, count: 3, reasons: [{ code: 1, label: '욕설', count: 2 }, { code: 3, label: '광고', count: 1 }],
  descriptions: ['반복되는 광고입니다'], firstAt: '2026-11-19T03:00:00.000Z', lastAt: '2026-11-20T03:00:00.000Z', title: '무료 쿠폰 나눔', boardName: '자유게시판', href: '/community/free/41', hidden: false, exists: true, ownWriting: false, changed: null,
};

describe('the reports queue', () => {
  it('lists the open reports with their reasons, and hides one with 숨김 처리', async () => {
    let handled = false;
    const api = fakeApi({
      'GET /api/admin/reports': (request) => ({ body: { status: 200, data: request.query.get('handled') === '0' && !handled ? [reported] : [] } }),
      'PUT /api/admin/report': () => {
        handled = true;
        return { body: { status: 200, message: ADMIN_MESSAGES.reportHandled } };
      },
    });
    const { events } = renderWithStore(<ReportsSection />);

    const row = await screen.findByRole('row', { name: /무료 쿠폰 나눔/ });
    expect(within(row).getByRole('link', { name: '무료 쿠폰 나눔' })).toHaveProperty('pathname', '/community/free/41');
    expect(row.textContent).toContain('욕설 2, 광고 1');
    expect(row.textContent).toContain('“반복되는 광고입니다”');

    await events.click(within(row).getByRole('button', { name: '게시물 무료 쿠폰 나눔 숨김 처리' }));
    expect(api.to('PUT /api/admin/report').map((request) => request.body)).toEqual([{ targetType: 'post', targetId: 41, decision: 'hide' }]);
    expect(await screen.findByText(ADMIN_MESSAGES.reportHandled)).toBeDefined();
    expect(await screen.findByText('표시할 신고가 없습니다.')).toBeDefined();
  });

  it('puts the focus on the next row’s first decision once a row is decided, the row before’s after the last, and the heading when none is left', async () => {
    const comment: ReportItem = { ...reported, targetType: 'comment', targetId: 77, title: '광고 댓글입니다', href: null };
    const third: ReportItem = { ...reported, targetId: 42, title: '두 번째 쿠폰 글' };
    const decided: string[] = [];
    fakeApi({
      'GET /api/admin/reports': () => ({ body: { status: 200, data: [reported, comment, third].filter((item) => !decided.includes(`${item.targetType}-${item.targetId}`)) } }),
      'PUT /api/admin/report': (request) => {
        const { targetType, targetId } = request.body as { targetType: string; targetId: number };
        decided.push(`${targetType}-${targetId}`);
        return { body: { status: 200, message: ADMIN_MESSAGES.reportHandled } };
      },
    });
    const { events } = renderWithStore(<ReportsSection />);

    await events.click(await screen.findByRole('button', { name: '댓글 광고 댓글입니다 유지' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '게시물 두 번째 쿠폰 글 숨김 처리' })));
    expect(screen.queryByRole('row', { name: /광고 댓글입니다/ })).toBeNull();

    await events.click(screen.getByRole('button', { name: '게시물 두 번째 쿠폰 글 숨김 처리' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '게시물 무료 쿠폰 나눔 숨김 처리' })));

    await events.click(screen.getByRole('button', { name: '게시물 무료 쿠폰 나눔 복구' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: '신고 목록' })));
    expect(screen.getByText('표시할 신고가 없습니다.')).toBeDefined();
  });

  it('shows the handled reports without decision buttons when 처리 완료 is pressed', async () => {
    const api = fakeApi({ 'GET /api/admin/reports': (request) => ({ body: { status: 200, data: request.query.get('handled') === '1' ? [{ ...reported, hidden: true }] : [] } }) });
    const { events } = renderWithStore(<ReportsSection />);
    expect(await screen.findByText('표시할 신고가 없습니다.')).toBeDefined();

    await events.click(screen.getByRole('button', { name: '처리 완료' }));
    const row = await screen.findByRole('row', { name: /무료 쿠폰 나눔/ });
    expect(within(row).getByText('숨김')).toBeDefined();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: '처리 완료' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.sent.map((request) => request.query.get('handled'))).toEqual(['0', '1']);
  });

  it('keeps the row and shows the server’s refusal in a red toast', async () => {
    fakeApi({
      'GET /api/admin/reports': { body: { status: 200, data: [reported] } },
      'PUT /api/admin/report': { status: 404, body: { status: 404, message: ADMIN_MESSAGES.reportNotFound } },
    });
    const { events } = renderWithStore(<ReportsSection />);
    await events.click(await screen.findByRole('button', { name: '게시물 무료 쿠폰 나눔 유지' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_MESSAGES.reportNotFound);
    expect(screen.getByRole('row', { name: /무료 쿠폰 나눔/ })).toBeDefined();
  });

  it('names each row’s decisions after the reported post or comment, so a screen reader tells the rows apart', async () => {
    const comment: ReportItem = { ...reported, targetType: 'comment', targetId: 77, title: '광고 댓글입니다', href: null };
    fakeApi({ 'GET /api/admin/reports': { body: { status: 200, data: [reported, comment] } } });
    renderWithStore(<ReportsSection />);

    const post = await screen.findByRole('row', { name: /무료 쿠폰 나눔/ });
    const names = ['게시물 무료 쿠폰 나눔 숨김 처리', '게시물 무료 쿠폰 나눔 복구', '게시물 무료 쿠폰 나눔 유지'];
    expect(names.map((name) => within(post).getByRole('button', { name }).textContent)).toEqual(['숨김 처리', '복구', '유지']);
    const other = screen.getByRole('row', { name: /광고 댓글입니다/ });
    expect(within(other).getByRole('button', { name: '댓글 광고 댓글입니다 숨김 처리' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: /유지$/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['게시물 무료 쿠폰 나눔 유지', '댓글 광고 댓글입니다 유지']);
  });

  it('offers no decision on the viewer’s own writing: another staff member decides', async () => {
    fakeApi({ 'GET /api/admin/reports': { body: { status: 200, data: [{ ...reported, ownWriting: true }] } } });
    renderWithStore(<ReportsSection />);
    const row = await screen.findByRole('row', { name: /무료 쿠폰 나눔/ });
    expect(within(row).queryByRole('button')).toBeNull();
    expect(row.textContent).toContain('본인이 쓴 글입니다. 다른 운영진이 처리합니다.');
  });

  it('shows what was reported beside what the author made of it since, labelled, and nothing more when it is unchanged', async () => {
    const rewritten: ReportItem = {
      ...reported, targetId: 42, title: '평범한 나눔 후기',
      changed: { reported: { title: '욕설 가득한 제목', text: '신고된 욕설 본문' }, current: { title: '평범한 나눔 후기', text: '좋은 하루 보내세요' } },
    };
    fakeApi({ 'GET /api/admin/reports': { body: { status: 200, data: [rewritten, reported] } } });
    renderWithStore(<ReportsSection />);

    const row = await screen.findByRole('row', { name: /평범한 나눔 후기/ });
    const [then, now] = within(within(row).getByRole('group', { name: '신고 후 바뀐 내용' })).getAllByText(/내용$/).map((label) => label.parentElement?.textContent);
    expect(then).toBe('신고 당시 내용욕설 가득한 제목신고된 욕설 본문');
    expect(now).toBe('현재 내용평범한 나눔 후기좋은 하루 보내세요');
    const unchanged = screen.getByRole('row', { name: /무료 쿠폰 나눔/ });
    expect(within(unchanged).queryByRole('group', { name: '신고 후 바뀐 내용' })).toBeNull();
    expect(unchanged.textContent).not.toContain('신고 당시 내용');
  });
});
