import { expect, test } from '@playwright/test';
import { io } from 'socket.io-client';

test.describe('one port serves pages, the API and the socket', () => {
  test('health, readiness and a socket.io connection on the page origin', async ({ baseURL, request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect((await ready.json()).data.database).toBe('up');

    const socket = io(baseURL as string, { transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });

  test('an unknown API path answers JSON, an unknown page answers the Korean 404 page', async ({ request }) => {
    const api = await request.get('/api/nope');
    expect(api.status()).toBe(404);
    expect((await api.json()).message).toBe('요청하신 주소를 찾을 수 없습니다.');
    const page = await request.get('/this-page-does-not-exist');
    expect(page.status()).toBe(404);
    expect(await page.text()).toMatch(/[가-힣]/);
  });

  test('an address with broken percent-encoding answers 400 in Korean, on a page and in the API', async ({ page, request }) => {
    const api = await request.get('/api/user/get/%ff');
    expect(api.status()).toBe(400);
    expect((await api.json()).message).toBe('요청 형식이 올바르지 않습니다.');
    const answer = await page.goto('/community/notice/%ff');
    expect(answer?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: '주소를 읽을 수 없습니다' })).toBeVisible();
    await expect(page).toHaveTitle('주소를 읽을 수 없습니다 | 나눔');
    await expect(page.getByText('Bad Request')).toHaveCount(0);
  });
});
