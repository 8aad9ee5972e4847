import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CATEGORIES } from '@nanum/shared/memberCategories';
import { CONTENT_PAGE_SLUGS, SITE_SETTING_KEYS } from '@nanum/shared/siteContent';
import { seedSiteContent, sitePages } from '../../../../../migrations/seeds/siteContent';
import { toDbDate } from '../../db/values';
import { createTestApp, type TestApp } from '../../test/testApp';
import { testDialects } from '../../test/testDb';

describe.each(testDialects())('public site reads (%s)', (dialect) => {
  let t: TestApp;
  let noticeBoardId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db.transaction((trx) => seedSiteContent(trx, toDbDate()));
    await t.db('corporations').insert([
      { name: '둘째 기업', description: '두 번째', link: 'https://two.example', sort: 2, image: '/images/partners/dasom-foods.svg' },
      { name: '첫째 기업', description: '첫 번째', link: 'https://one.example', sort: 1, image: '/images/partners/hanbit-electronics.svg' },
    ]);
    await t.db('org_members').insert([
      { category: 'advisory', name: '나자문', position: '자문위원', description: '회계 자문', sort: 2 },
      { category: 'advisory', name: '가자문', position: '자문위원장', description: '복지 자문', sort: 1 },
      { category: 'director', name: '다이사', position: '이사', description: '이사회', sort: 1 },
    ]);
    const everyone = { perm_list: 2, perm_read: 2, perm_write: 0, perm_comment: 1, perm_download: 2 };
    await t.db('boards').insert([{ href: 'notice', name: '공지사항', layout: 'list', ...everyone }, { href: 'champ', name: '챔프단', layout: 'list', ...everyone, perm_read: 1 }]);
    noticeBoardId = (await t.db('boards').where({ href: 'notice' }).first()).id;
    const at = (days: number) => toDbDate(new Date(Date.now() - days * 86_400_000));
    await t.db('posts').insert([
      { board_id: noticeBoardId, title: '오래된 공지', content: '<p>a</p>', hidden: 0, secret: 0, created_at: at(9), updated_at: at(9) },
      { board_id: noticeBoardId, title: '최신 공지', content: '<p>b</p>', hidden: 0, secret: 0, created_at: at(1), updated_at: at(1) },
      { board_id: noticeBoardId, title: '숨긴 공지', content: '<p>c</p>', hidden: 1, secret: 0, created_at: at(0), updated_at: at(0) },
      { board_id: noticeBoardId, title: '비밀 공지', content: '<p>d</p>', hidden: 0, secret: 1, created_at: at(0), updated_at: at(0) },
      { board_id: noticeBoardId, title: '삭제한 공지', content: '<p>e</p>', hidden: 0, secret: 0, created_at: at(0), updated_at: at(0), deleted_at: at(0) },
    ]);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('answers every organisation setting, from the table', async () => {
    const res = await request(t.app).get('/api/site/settings');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual([...SITE_SETTING_KEYS].sort());
    expect(res.body.data.organisationName).toContain('나눔');
    expect(res.body.data.blogUrl).toMatch(/^https:\/\/.+\.example$/);

    await t.db('site_settings').where({ key: 'phone' }).update({ value: '02-111-2222' });
    expect((await request(t.app).get('/api/site/settings')).body.data.phone).toBe('02-111-2222');
  });

  it('serves every content page as sanitized HTML with its Korean title', async () => {
    expect(sitePages.map((page) => page.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
    for (const slug of CONTENT_PAGE_SLUGS) {
      const res = await request(t.app).get(`/api/site/page/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.data.title, slug).toMatch(/[가-힣]/);
      expect(res.body.data.html, slug).toMatch(/<(h2|p)>/);
    }
    const school = await request(t.app).get('/api/site/page/youth/champ/school');
    expect(school.body.data).toMatchObject({ slug: 'youth/champ/school', title: '챔프 스쿨' });
    expect(school.body.data).not.toHaveProperty('body');
  });

  it('renders an admin-edited page without script, handlers or javascript: links', async () => {
    const body = '## 안내\n\n<script>alert(1)</script><img src=x onerror=alert(1)>[클릭](javascript:alert(1)) <a href="https://ok.example" onclick="x()">링크</a>';
    await t.db('site_pages').where({ slug: 'gateway' }).update({ body });
    const { html } = (await request(t.app).get('/api/site/page/gateway')).body.data;
    expect(html).toContain('<h2>안내</h2>');
    expect(html).toContain('<a href="https://ok.example">링크</a>');
    for (const bad of ['<script', 'onerror', 'onclick', 'href="javascript', '<img']) expect(html).not.toContain(bad);
  });

  it('keeps the site\'s own images and the allowed map and video embeds (sandboxed, lazy), and drops any other', async () => {
    const body = [
      '![사무국 건물](/api/files/site/office.webp)',
      '![남의 사진](https://evil.example/a.png)',
      '<img src="//evil.example/b.png">',
      '<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=126.97%2C37.56%2C126.98%2C37.57&amp;layer=mapnik" title="오시는 길 지도"></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>',
      '<iframe src="https://evil.example/frame"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ].join('\n\n');
    await t.db('site_pages').where({ slug: 'gateway' }).update({ body });
    const { html } = (await request(t.app).get('/api/site/page/gateway')).body.data;
    expect(html).toContain('<img src="/api/files/site/office.webp" alt="사무국 건물" loading="lazy" />');
    expect(html).toContain('src="https://www.openstreetmap.org/export/embed.html?bbox=126.97%2C37.56%2C126.98%2C37.57&amp;layer=mapnik" title="오시는 길 지도" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups"');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc123"');
    expect(html.match(/<iframe/g)).toHaveLength(2);
    for (const bad of ['evil.example', 'javascript', 'srcdoc', '<script']) expect(html).not.toContain(bad);
  });

  it('answers 404 in Korean for an address that is not a content page, or a missing row', async () => {
    for (const path of ['/api/site/page/admin', '/api/site/page/youth/ability', '/api/site/page/..%2Fetc']) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ status: 404, message: '요청하신 페이지를 찾을 수 없습니다.' });
    }
    await t.db('site_pages').where({ slug: 'email.html' }).delete();
    expect((await request(t.app).get('/api/site/page/email.html')).status).toBe(404);
  });

  it('lists the /member directory of a category in its order, and refuses an unknown category in Korean', async () => {
    const res = await request(t.app).get('/api/site/members?page=advisory');
    expect(res.status).toBe(200);
    expect(res.body.data.category).toBe('advisory');
    expect(res.body.data.members.map((m: { name: string }) => m.name)).toEqual(['가자문', '나자문']);
    expect(Object.keys(res.body.data.members[0]).sort()).toEqual(['description', 'id', 'image', 'name', 'position']);
    expect(MEMBER_CATEGORIES).toHaveLength(9);
    for (const bad of ['?page=secret', '', '?page[]=advisory']) {
      const refused = await request(t.app).get(`/api/site/members${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body).toEqual({ status: 400, message: '존재하지 않는 구성원 분류입니다.' });
    }
  });

  it('lists partners from the corporations table by sort, and follows admin changes at once', async () => {
    const res = await request(t.app).get('/api/partner/get/all');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['첫째 기업', '둘째 기업']);
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), name: '첫째 기업', image: '/images/partners/hanbit-electronics.svg', link: 'https://one.example' });

    await t.db('corporations').where({ name: '둘째 기업' }).update({ sort: 0 });
    await t.db('corporations').insert({ name: '셋째 기업', description: '', sort: 9, image: '/images/partners/chorok-energy.svg' });
    const after = await request(t.app).get('/api/partner/get/all');
    expect(after.body.data.map((p: { name: string }) => p.name)).toEqual(['둘째 기업', '첫째 기업', '셋째 기업']);
  });

  it('shows the newest visible notices on the home page, never hidden, secret or deleted ones', async () => {
    const res = await request(t.app).get('/api/site/home');
    expect(res.status).toBe(200);
    expect(res.body.data.notices.map((p: { title: string }) => p.title)).toEqual(['최신 공지', '오래된 공지']);
    expect(res.body.data.notices[0]).toMatchObject({ boardHref: 'notice', kind: null, date: expect.stringMatching(/Z$/) });
    expect(res.body.data.gallery).toEqual([]);
  });

  it('lists endorsers in order with their video link', async () => {
    await t.db('endorsers').insert([
      { name: '나추천', description: '가수', image: '/images/endorsers/2.svg', href: 'https://www.youtube-nocookie.com/embed/b', sort: 2 },
      { name: '가추천', description: '배우', image: '/images/endorsers/1.svg', href: 'https://www.youtube-nocookie.com/embed/a', sort: 1 },
    ]);
    const res = await request(t.app).get('/api/site/endorsers');
    expect(res.body.data.map((e: { name: string }) => e.name)).toEqual(['가추천', '나추천']);
    expect(res.body.data[0].href).toBe('https://www.youtube-nocookie.com/embed/a');
  });

  it('lets pages embed only the privacy-enhanced YouTube player, OpenStreetMap\'s map and the postcode search layer (CSP frame-src)', async () => {
    const csp = (await request(t.app).get('/api/site/settings')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/www\.openstreetmap\.org https:\/\/postcode\.map\.daum\.net https:\/\/postcode\.map\.kakao\.com(;|$)/);
    expect(csp).toMatch(/script-src 'self' https:\/\/t1\.daumcdn\.net(;|$)/);
  });
});

describe('CSP with Google Analytics configured', () => {
  it('admits Google’s tag script and beacons only when a measurement id is set', async () => {
    const t = await createTestApp('sqlite', { NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-TEST12345' });
    try {
      const csp = (await request(t.app).get('/api/health')).headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self' https:\/\/t1\.daumcdn\.net https:\/\/www\.googletagmanager\.com(;|$)/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    } finally {
      await t.drop();
    }
  });
});
