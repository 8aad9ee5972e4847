// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SitePageSourceView } from '@nanum/shared/contentViews';
import { CONTENT_PAGE_SLUGS } from '@nanum/shared/siteContent';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import SitePageEditor from './SitePageEditor';

const slug = CONTENT_PAGE_SLUGS[0];
const page: SitePageSourceView = { slug, title: '협회 소개', lead: '나눔을 소개합니다.', body: '## 인사말\n\n반갑습니다.', version: 'v1' };

describe('the content page editor', () => {
  it('links the Markdown help to the body', async () => {
    fakeApi({ 'GET /api/admin/site/page': { body: { status: 200, data: page } } });
    renderWithStore(<SitePageEditor />, { user: signedIn({ power: 2 }) });
    const body = await screen.findByLabelText('본문 (Markdown)');
    const help = document.getElementById(body.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toContain('## 소제목, **굵게**');
  });

  it('keeps 페이지 저장 focusable while saving, saves once, and keeps the focus on it in the form drawn afresh', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      'GET /api/admin/site/page': { body: { status: 200, data: page } },
      'PUT /api/admin/site/page': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { events } = renderWithStore(<SitePageEditor />, { user: signedIn({ power: 2 }) });
    await events.type(await screen.findByLabelText('제목'), ' 안내');
    const save = screen.getByRole('button', { name: '페이지 저장' });
    await pressWhileBusy(events, save);
    answer({ body: { status: 200, message: '저장했습니다.', data: { ...page, title: '협회 소개 안내', version: 'v2' } } });
    // The saved page's form replaces this one (a new button): the focus is on it, not on the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '페이지 저장' })));
    expect(document.activeElement).not.toBe(save);
    expect(api.to('PUT /api/admin/site/page')).toHaveLength(1);
  });
});
