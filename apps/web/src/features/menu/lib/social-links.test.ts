import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from './social-links.ts';

describe('parseSocialLinks', () => {
  it('keeps known networks with https addresses, in the menu’s order', () => {
    expect(
      parseSocialLinks(
        ' YouTube = https://youtube.com/@biblejourney , instagram=https://instagram.com/biblejourney,myspace=https://myspace.com/x',
      ),
    ).toEqual([
      { network: 'instagram', name: 'Instagram', url: 'https://instagram.com/biblejourney' },
      { network: 'youtube', name: 'YouTube', url: 'https://youtube.com/@biblejourney' },
    ]);
  });

  it('has none when unset, and leaves out addresses that are not https', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('')).toEqual([]);
    expect(parseSocialLinks('facebook=http://facebook.com/x,x=javascript:alert(1),tiktok=not a url')).toEqual([]);
  });
});
