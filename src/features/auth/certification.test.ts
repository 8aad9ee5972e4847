import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_CERTIFIED_ALERT } from '@nanum/shared/messages';
import { mustCompleteJoin, NOT_CERTIFIED_DESTINATION, sendToJoinIfNotCertified } from './certification';

const uncertified = { id: 9, certify: false };
const certified = { id: 5, certify: true };

describe('users who are not certified', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are sent to the join page from any page but the sign-up pages and /certify', () => {
    for (const address of ['/', '/community/notice?page=2', '/community/free/12', '/admin/page', '/authority', '/?login=failed']) {
      expect(mustCompleteJoin(uncertified, address), address).toBe(true);
    }
    for (const address of ['/author/join', '/author/join?sns=true', '/author/find#email', '/certify', '/certify?step=1']) {
      expect(mustCompleteJoin(uncertified, address), address).toBe(false);
    }
    expect(mustCompleteJoin({ certify: 0 }, '/')).toBe(true);
  });

  it('never concerns visitors, certified users, or members whose verification an administrator took away', () => {
    expect(mustCompleteJoin({ id: 9, certify: false, certifyRevoked: true }, '/')).toBe(false);
    expect(mustCompleteJoin(null, '/')).toBe(false);
    expect(mustCompleteJoin(certified, '/')).toBe(false);
    expect(mustCompleteJoin({ certify: 1 }, '/')).toBe(false);
  });

  it('are alerted with the SPEC message, then moved to /author/join?sns=true', () => {
    const calls: string[] = [];
    vi.stubGlobal('window', { alert: (text: string) => calls.push(`alert ${text}`) });
    const router = { asPath: '/', push: vi.fn(async (url: string) => Boolean(calls.push(`push ${url}`))) };
    expect(sendToJoinIfNotCertified(uncertified, router)).toBe(true);
    expect(calls).toEqual([`alert ${NOT_CERTIFIED_ALERT}`, `push ${NOT_CERTIFIED_DESTINATION}`]);
    expect(NOT_CERTIFIED_DESTINATION).toBe('/author/join?sns=true');

    calls.length = 0;
    expect(sendToJoinIfNotCertified(certified, router)).toBe(false);
    expect(sendToJoinIfNotCertified(uncertified, { ...router, asPath: '/author/join?sns=true' })).toBe(false);
    expect(calls).toEqual([]);
  });
});
