import { describe, expect, it } from 'vitest';
import { chooseDownloadDestination, type DeviceInfo, readStoreConfig } from './store-destination.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const APP_STORE = 'https://apps.apple.com/app/id1234567890';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=app.biblejourney';
const both = { appStoreUrl: APP_STORE, playStoreUrl: PLAY_STORE };

const device = (userAgent: string, extra: Partial<DeviceInfo> = {}): DeviceInfo => ({
  userAgent,
  maxTouchPoints: 0,
  isStandalone: false,
  ...extra,
});

describe('chooseDownloadDestination', () => {
  it.each([
    [
      'iPhone, both stores',
      device(IPHONE, { maxTouchPoints: 5 }),
      both,
      { kind: 'store', store: 'appStore', url: APP_STORE },
    ],
    ['Chrome on iPhone', device(IPHONE_CHROME), both, { kind: 'store', store: 'appStore', url: APP_STORE }],
    [
      'iPad asking for the desktop site',
      device(IPAD_DESKTOP_MODE, { maxTouchPoints: 5 }),
      both,
      { kind: 'store', store: 'appStore', url: APP_STORE },
    ],
    ['a Mac (no touch)', device(IPAD_DESKTOP_MODE), both, { kind: 'store', store: 'playStore', url: PLAY_STORE }],
    ['Android', device(ANDROID, { maxTouchPoints: 5 }), both, { kind: 'store', store: 'playStore', url: PLAY_STORE }],
    ['Windows', device(WINDOWS), both, { kind: 'store', store: 'playStore', url: PLAY_STORE }],
    [
      'iPhone, only Play configured',
      device(IPHONE),
      { playStoreUrl: PLAY_STORE },
      { kind: 'install', platform: 'ios' },
    ],
    [
      'Android, only App Store configured',
      device(ANDROID),
      { appStoreUrl: APP_STORE },
      { kind: 'install', platform: 'other' },
    ],
    ['iPhone, PWA only', device(IPHONE), {}, { kind: 'install', platform: 'ios' }],
    ['Windows, PWA only', device(WINDOWS), {}, { kind: 'install', platform: 'other' }],
    ['installed PWA, PWA only', device(ANDROID, { isStandalone: true }), {}, { kind: 'installed' }],
    [
      'installed PWA, store configured',
      device(ANDROID, { isStandalone: true }),
      both,
      { kind: 'store', store: 'playStore', url: PLAY_STORE },
    ],
  ])('%s', (_case, info, config, expected) => {
    expect(chooseDownloadDestination(info, config)).toEqual(expected);
  });
});

describe('readStoreConfig', () => {
  it.each([
    [{}, {}],
    [{ VITE_APP_STORE_URL: '', VITE_PLAY_STORE_URL: '   ' }, {}],
    [{ VITE_APP_STORE_URL: ` ${APP_STORE} ` }, { appStoreUrl: APP_STORE }],
    [{ VITE_PLAY_STORE_URL: PLAY_STORE }, { playStoreUrl: PLAY_STORE }],
    [{ VITE_PLAY_STORE_URL: 'play.google.com/store' }, {}],
    [{ VITE_PLAY_STORE_URL: 'http://play.google.com/store' }, {}],
    [{ VITE_APP_STORE_URL: 'javascript:alert(1)' }, {}],
  ])('%j', (env, expected) => {
    const config = readStoreConfig(env);
    expect({ ...config }).toEqual({ appStoreUrl: undefined, playStoreUrl: undefined, ...expected });
  });
});
