import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { boardPath, postPath, writePath } from './boardPaths';
import { clientAddress } from './boardServer';

const request = (remoteAddress: string, forwarded?: string) => ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

describe('the visitor address a page passes to the API', () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it('is the connection’s own address without a trusted proxy, whatever X-Forwarded-For claims', () => {
    delete process.env.TRUST_PROXY;
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'))).toBe('203.0.113.9');
  });

  it('is the address the trusted proxy appended, not one the client wrote before it', () => {
    process.env.TRUST_PROXY = '1';
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.2'))).toBe('10.0.0.2');
  });
});

describe('board addresses', () => {
  it('puts gallery, press and video at the top level and the rest under /community', () => {
    expect(boardPath('gallery')).toBe('/gallery');
    expect(boardPath('notice')).toBe('/community/notice');
    expect(postPath('gallery', 7)).toBe('/community/gallery/7');
    expect(writePath('knowhow')).toBe('/community/knowhow/write');
    expect(writePath('knowhow', 12)).toBe('/community/knowhow/write?id=12');
  });
});
