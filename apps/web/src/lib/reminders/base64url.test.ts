// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url.ts';

describe('base64url', () => {
  it('decodes the URL-safe alphabet with or without padding', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AA')]).toEqual([0]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });

  it('gives a VAPID public key its 65 bytes (an uncompressed P-256 point)', () => {
    const key = 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-dTeaw1fNyEZMR4JFmx4';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});
