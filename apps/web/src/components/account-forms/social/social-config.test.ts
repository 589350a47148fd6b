import { describe, expect, it } from 'vitest';
import { readSocialConfig, visibleSocialProviders } from './social-config.ts';

describe('social sign-in buttons', () => {
  it.each([
    [{}, []],
    [{ VITE_GOOGLE_CLIENT_ID: 'g.apps.googleusercontent.com' }, ['google']],
    [{ VITE_FACEBOOK_APP_ID: '123', VITE_APPLE_CLIENT_ID: 'app.bible.web' }, ['facebook', 'apple']],
    [
      { VITE_GOOGLE_CLIENT_ID: 'g', VITE_FACEBOOK_APP_ID: '1', VITE_APPLE_CLIENT_ID: 'a' },
      ['google', 'facebook', 'apple'],
    ],
    [{ VITE_GOOGLE_CLIENT_ID: '  ', VITE_FACEBOOK_APP_ID: '' }, []],
  ])('env %j shows %j', (env, expected) => {
    expect(visibleSocialProviders(readSocialConfig(env))).toEqual(expected);
  });

  it('reads trimmed ids', () => {
    expect(readSocialConfig({ VITE_GOOGLE_CLIENT_ID: ' g-id ' }).googleClientId).toBe('g-id');
  });
});
