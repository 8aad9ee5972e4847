import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILED_MESSAGE } from '@nanum/shared/requestMessages';
import { call } from './apiCall';

const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('call: the answer a page shows either way', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the data and message of a 200, with the method and body sent as JSON', async () => {
    const fetch = vi.fn(async () => answer(200, { message: '신청했습니다.', data: { id: 7 } }));
    vi.stubGlobal('fetch', fetch);
    await expect(call<{ id: number }>('POST', '/api/youth/campaigns/7/apply', { note: '안녕' })).resolves.toEqual({ ok: true, message: '신청했습니다.', data: { id: 7 } });
    expect(fetch).toHaveBeenCalledWith('/api/youth/campaigns/7/apply', expect.objectContaining({ method: 'POST', body: JSON.stringify({ note: '안녕' }), credentials: 'include' }));
  });

  it("keeps the server's Korean message and status on a refusal", async () => {
    vi.stubGlobal('fetch', async () => answer(403, { message: '권한이 없습니다.' }));
    await expect(call('GET', '/api/youth/ability/3')).resolves.toEqual({ ok: false, status: 403, message: '권한이 없습니다.' });
  });

  it('says the connection failed when a failure carries no message, or the server is not reached', async () => {
    vi.stubGlobal('fetch', async () => answer(502));
    await expect(call('GET', '/api/donations/summary')).resolves.toEqual({ ok: false, status: 502, message: CONNECTION_FAILED_MESSAGE });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(call('GET', '/api/donations/summary')).resolves.toEqual({ ok: false, status: 0, message: CONNECTION_FAILED_MESSAGE });
  });
});
