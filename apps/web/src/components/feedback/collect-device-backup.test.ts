import { afterEach, describe, expect, it } from 'vitest';
import { collectDeviceBackup, REDACTED } from './collect-device-backup.ts';

afterEach(() => localStorage.clear());

describe('collectDeviceBackup', () => {
  it('keeps the app data and redacts tokens and passwords wherever they sit', () => {
    localStorage.setItem('planv2', JSON.stringify({ planv2: [{ read: true }], planId: 'p1' }));
    localStorage.setItem('session', JSON.stringify({ token: 'x', user: { name: 'Ana', email: 'ana@example.com' } }));
    localStorage.setItem(
      'pending',
      JSON.stringify({ form: { password: 'secret1', note: 'eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl' } }),
    );
    localStorage.setItem('refreshToken', 'plain text');
    localStorage.setItem('language', 'pl');

    expect(JSON.parse(collectDeviceBackup())).toEqual({
      planv2: { planv2: [{ read: true }], planId: 'p1' },
      session: { token: REDACTED, user: { name: 'Ana', email: 'ana@example.com' } },
      pending: { form: { password: REDACTED, note: REDACTED } },
      refreshToken: REDACTED,
      language: 'pl',
    });
  });

  it('names a picture by its size instead of copying it', () => {
    const picture = `data:image/jpeg;base64,${'A'.repeat(5000)}`;
    localStorage.setItem('session', JSON.stringify({ user: { picture } }));
    const backup = JSON.parse(collectDeviceBackup());
    expect(backup.session.user.picture).toBe(`[data URL, ${picture.length} characters]`);
  });

  it('leaves out the largest entries until the backup fits', () => {
    localStorage.setItem('big', JSON.stringify('x'.repeat(2000)));
    localStorage.setItem('small', JSON.stringify({ ok: true }));
    const backup = collectDeviceBackup(localStorage, 500);
    expect(backup.length).toBeLessThanOrEqual(500);
    expect(JSON.parse(backup)).toEqual({ big: '[left out, 2002 characters]', small: { ok: true } });
  });
});
