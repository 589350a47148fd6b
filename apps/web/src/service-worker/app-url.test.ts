// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appPath } from './app-url.ts';

const origin = 'https://biblejourney.example';

describe('a path of the app', () => {
  it('keeps a path with its query and fragment, and makes a same-origin address a path', () => {
    expect(appPath('/plan', origin)).toBe('/plan');
    expect(appPath('/reader/gen/1?version=nvi#v3', origin)).toBe('/reader/gen/1?version=nvi#v3');
    expect(appPath(`${origin}/menu`, origin)).toBe('/menu');
    expect(appPath('plan', origin)).toBe('/plan');
  });

  it('refuses another origin, other schemes and what is not a string', () => {
    for (const value of [
      'https://elsewhere.example/plan',
      '//elsewhere.example/plan',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://biblejourney.example/plan',
      '',
      '   ',
      42,
      null,
      undefined,
      { url: '/plan' },
    ]) {
      expect(appPath(value, origin), String(value)).toBeNull();
    }
  });
});
