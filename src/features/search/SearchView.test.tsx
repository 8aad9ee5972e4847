// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@nanum/shared/searchViews';
import Header from '@/features/layout/Header';
import { fakeApi } from '@/test/fakeApi';
import { fakeRouter } from '@/test/fakeRouter';
import { renderWithStore } from '@/test/renderWithStore';
import SearchView from './SearchView';

const answer: SearchAnswer = {
  q: '봉사',
  words: ['봉사'],
  kind: 'post',
  board: 'free',
  period: 'all',
  page: 1,
  pageSize: 10,
  counts: { post: 23, page: 0, campaign: 1, member: 0 },
  posts: {
    kind: 'post',
    count: 23,
    more: false,
    hits: [
      {
        id: 7,
        href: '/community/free/7',
        boardHref: 'free',
        boardName: '자유게시판',
        title: [{ text: '<img src=x onerror=alert(1)> ', mark: false }, { text: '봉사', mark: true }, { text: ' 후기', mark: false }],
        excerpt: [{ text: '주말 ', mark: false }, { text: '봉사', mark: true }],
        authorName: '김나눔',
        commentCount: 3,
        date: '2026-11-20T15:30:00.000Z',
        secret: false,
      },
    ],
  },
  pages: { kind: 'page', count: 0, more: false, hits: [] },
  campaigns: { kind: 'campaign', count: 1, more: false, hits: [] },
  members: { kind: 'member', count: 0, more: false, hits: [] },
  boards: [{ href: 'free', name: '자유게시판' }, { href: 'notice', name: '공지사항' }],
};

describe('통합검색 page', () => {
  it('marks the words in text that stays text, with counts per kind and the date in Korean time', () => {
    const { container } = renderWithStore(<SearchView q="봉사" answer={answer} error={null} />, { router: fakeRouter('/search?q=봉사&kind=post&board=free') });
    const link = screen.getByRole('link', { name: '<img src=x onerror=alert(1)> 봉사 후기' });
    expect(link.getAttribute('href')).toBe('/community/free/7');
    expect(within(link).getByText('봉사').tagName).toBe('MARK');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: '게시글 23' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '전체 24' }).getAttribute('href')).toBe('/search?q=%EB%B4%89%EC%82%AC&board=free');
    // 15:30 UTC on the 20th is the 21st in Korea.
    expect(screen.getByText('2026-11-21').getAttribute('datetime')).toBe('2026-11-20T15:30:00.000Z');
    expect((screen.getByLabelText('게시판') as HTMLSelectElement).value).toBe('free');
    // 23 posts, 10 a page: three pages, the first current.
    const pager = screen.getByRole('navigation', { name: '게시글 검색 결과 페이지' });
    expect(within(pager).getAllByRole('button', { name: /^\d+ 페이지$/ }).map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('button', { name: '1 페이지' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a count beyond the limit as "1,000+", says so, and pages through the newest 1,000', () => {
    // The last page of the newest 1,000: page 100 of 10 a page.
    const many: SearchAnswer = { ...answer, board: null, page: 100, counts: { ...answer.counts, post: 1000 }, posts: { ...answer.posts, count: 1000, more: true } };
    renderWithStore(<SearchView q="봉사" answer={many} error={null} />, { router: fakeRouter('/search?q=봉사&kind=post&page=100') });
    expect(screen.getByRole('status').textContent).toBe('‘봉사’에 대한 검색 결과 1,001+건');
    expect(screen.getByRole('link', { name: '게시글 1,000+' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '전체 1,001+' }).getAttribute('href')).toBe('/search?q=%EB%B4%89%EC%82%AC');
    expect(screen.getAllByRole('heading', { name: '게시글 1,000+건' })).toHaveLength(1);
    expect(screen.getAllByText('검색 결과가 많아 최근 1,000건까지 보여 드립니다. 검색어를 더 입력하거나 게시판·기간으로 좁혀 보세요.')).toHaveLength(1);
    const pager = screen.getByRole('navigation', { name: '게시글 검색 결과 페이지' });
    expect(within(pager).getByRole('button', { name: '100 페이지' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).queryByRole('button', { name: '101 페이지' })).toBeNull();
  });

  it('filters to one board from the form: the posts of that board', async () => {
    const router = fakeRouter('/search?q=봉사');
    const { events } = renderWithStore(<SearchView q="봉사" answer={{ ...answer, kind: 'all', board: null }} error={null} />, { router });
    await events.selectOptions(screen.getByLabelText('게시판'), 'notice');
    await events.selectOptions(screen.getByLabelText('기간'), 'month');
    await events.click(screen.getByRole('button', { name: '검색' }));
    expect(router.push).toHaveBeenCalledWith('/search?q=%EB%B4%89%EC%82%AC&kind=post&board=notice&period=month');
  });

  it("shows the read's Korean message for a refused query", () => {
    renderWithStore(<SearchView q={'가'.repeat(60)} answer={null} error="검색어는 50자 이하로 입력해주세요." />, { router: fakeRouter('/search') });
    expect(screen.getByRole('alert').textContent).toBe('검색어는 50자 이하로 입력해주세요.');
  });
});

describe('the header search box', () => {
  it('opens from its button, takes the focus, searches on Enter and closes on Escape', async () => {
    // The header reads the site settings (the blog link): none set.
    fakeApi({ 'GET /api/site/settings': { body: { status: 200, data: {} } } });
    const router = fakeRouter('/');
    const { events } = renderWithStore(<Header />, { router });
    const toggle = screen.getByRole('button', { name: '통합검색 열기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await events.click(toggle);
    // The box's code comes with the first opening.
    const box = await screen.findByRole('searchbox', { name: '통합검색' });
    expect(document.activeElement).toBe(box);
    await events.keyboard('{Enter}');
    expect(router.push).not.toHaveBeenCalled();
    await events.type(box, '김장 봉사{Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?q=%EA%B9%80%EC%9E%A5+%EB%B4%89%EC%82%AC');
    expect(screen.queryByRole('searchbox', { name: '통합검색' })).toBeNull();

    await events.click(screen.getByRole('button', { name: '통합검색 열기' }));
    expect(screen.getByRole('button', { name: '통합검색 닫기' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(await screen.findByRole('searchbox', { name: '통합검색' }));
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox', { name: '통합검색' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '통합검색 열기' }));
  });
});
