// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteSettingsSourceView } from '@nanum/shared/contentViews';
import { SITE_SETTING_KEYS } from '@nanum/shared/siteContent';
import { fakeApi, type FakeAnswer } from '@/test/fakeApi';
import { renderWithStore } from '@/test/renderWithStore';
import { signedIn } from '@/test/signedIn';
import { pressWhileBusy } from '@/test/pressWhileBusy';
import SiteSettingsForm from './SiteSettingsForm';

const settings = { ...Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, ''])), organisationName: '(사)나눔', phone: '02-000-0000', version: '0123456789abcdef' } as SiteSettingsSourceView;

describe('the site settings form', () => {
  it('sends the version it was drawn with, keeps 사이트 정보 저장 focusable while saving, saves once and keeps the focus on it', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      'GET /api/admin/site/settings': { body: { status: 200, data: settings } },
      'PUT /api/admin/site/settings': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { events } = renderWithStore(<SiteSettingsForm />, { user: signedIn({ power: 2 }) });
    const phone = await screen.findByLabelText('대표 전화');
    await events.clear(phone);
    await events.type(phone, '02-123-4567');
    const save = screen.getByRole('button', { name: '사이트 정보 저장' });
    await pressWhileBusy(events, save);
    answer({ body: { status: 200, message: '사이트 정보를 저장했습니다.', data: { ...settings, phone: '02-123-4567', version: 'fedcba9876543210' } } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '사이트 정보 저장' })));
    const sent = api.to('PUT /api/admin/site/settings');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ phone: '02-123-4567', organisationName: '(사)나눔', version: '0123456789abcdef' });
  });

  it('says so when another admin saved first, and keeps what was typed', async () => {
    const conflict = '다른 운영진이 먼저 수정했습니다. 새로고침해 바뀐 내용을 확인한 뒤 다시 저장해주세요.';
    fakeApi({
      'GET /api/admin/site/settings': { body: { status: 200, data: settings } },
      'PUT /api/admin/site/settings': { status: 409, body: { status: 409, message: conflict } },
    });
    const { events } = renderWithStore(<SiteSettingsForm />, { user: signedIn({ power: 2 }) });
    const phone = await screen.findByLabelText('대표 전화');
    await events.clear(phone);
    await events.type(phone, '02-999-9999');
    await events.click(screen.getByRole('button', { name: '사이트 정보 저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(conflict);
    expect((screen.getByLabelText('대표 전화') as HTMLInputElement).value).toBe('02-999-9999');
  });
});
