import { PublicSettingsResponseSchema } from '@bible-journey/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { testDatabases } from '../../test/databases.js';
import { useServerSuite, useTestApp } from '../../test/suite.js';

const VIDEO = 'https://www.youtube-nocookie.com/embed/abc123';

describe('CONTACT_EMAIL, CONTACT_WHATSAPP and HOW_IT_WORKS_VIDEO_URL', () => {
  it('are optional: unset, nothing is shown', () => {
    expect(loadConfig({}).publicSettings).toEqual({
      contactEmail: null,
      contactWhatsapp: null,
      howItWorksVideoUrl: null,
    });
  });

  it('keep an address, the number’s digits with its country code, and an https video', () => {
    const settings = loadConfig({
      CONTACT_EMAIL: ' desafios@example.org ',
      CONTACT_WHATSAPP: '+55 (11) 98765-4321',
      HOW_IT_WORKS_VIDEO_URL: VIDEO,
    }).publicSettings;
    expect(settings).toEqual({
      contactEmail: 'desafios@example.org',
      contactWhatsapp: '5511987654321',
      howItWorksVideoUrl: VIDEO,
    });
  });

  it.each([
    ['CONTACT_EMAIL', 'not an address', /CONTACT_EMAIL: must be an e-mail address/],
    ['CONTACT_WHATSAPP', '98765-4321 ramal 2', /CONTACT_WHATSAPP: must be a phone number in international form/],
    ['CONTACT_WHATSAPP', '1234567', /CONTACT_WHATSAPP: must be a phone number/],
    [
      'HOW_IT_WORKS_VIDEO_URL',
      'http://videos.example.org/how.mp4',
      /HOW_IT_WORKS_VIDEO_URL: must be an https:\/\/ URL/,
    ],
    ['HOW_IT_WORKS_VIDEO_URL', 'youtube', /HOW_IT_WORKS_VIDEO_URL: must be an https:\/\/ URL/],
  ])('refuse a bad %s (%s) at start, saying why', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe.each(testDatabases)('GET /api/settings on $name', (kind) => {
  const { database, app } = useServerSuite(kind, {
    config: () => ({
      publicSettings: {
        contactEmail: 'desafios@example.org',
        contactWhatsapp: '5511987654321',
        howItWorksVideoUrl: VIDEO,
      },
    }),
  });
  const unset = useTestApp(database);

  it('answers the settings to anyone, signed in or not, as the contract says', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      contactEmail: 'desafios@example.org',
      contactWhatsapp: '5511987654321',
      howItWorksVideoUrl: VIDEO,
    });
    expect(PublicSettingsResponseSchema.safeParse(answer.json()).success).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers null for what is unset', async () => {
    const answer = await unset.inject({ method: 'GET', url: '/api/settings' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ contactEmail: null, contactWhatsapp: null, howItWorksVideoUrl: null });
  });

  it('lets the page embed the video from its origin only (frame-src, media-src); none without a video', async () => {
    const policy = String(
      (await app.inject({ method: 'GET', url: '/api/settings' })).headers['content-security-policy'],
    );
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(policy).toMatch(/media-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
    const without = String(
      (await unset.inject({ method: 'GET', url: '/api/settings' })).headers['content-security-policy'],
    );
    expect(without).not.toContain('youtube');
    expect(without).not.toContain('media-src');
  });
});
