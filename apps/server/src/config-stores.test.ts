import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const serviceAccount = JSON.stringify({
  type: 'service_account',
  client_email: 'play@bible-journey.iam.gserviceaccount.com',
  private_key: privateKey,
});
const folder = mkdtempSync(join(tmpdir(), 'bj-stores-'));

describe('store purchase settings', () => {
  let rootPath: string;
  beforeAll(async () => {
    rootPath = join(folder, 'root.pem');
    writeFileSync(rootPath, (await generate([{ name: 'commonName', value: 'Test Root' }])).cert);
  });

  it('leave both stores off when unset', () => {
    expect(loadConfig({}).stores).toEqual({ googlePlay: null, appStore: null });
  });

  it('read Google Play from the key’s JSON or its file, with Google’s token endpoint by default', () => {
    const play = loadConfig({
      GOOGLE_PLAY_PACKAGE_NAME: 'app.biblejourney',
      GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: serviceAccount,
    }).stores.googlePlay;
    expect(play).toEqual({
      packageName: 'app.biblejourney',
      credentials: {
        clientEmail: 'play@bible-journey.iam.gserviceaccount.com',
        privateKey,
        tokenUri: 'https://oauth2.googleapis.com/token',
      },
      apiUrl: undefined,
    });
    const file = join(folder, 'key.json');
    writeFileSync(file, serviceAccount);
    expect(
      loadConfig({ GOOGLE_PLAY_PACKAGE_NAME: 'app.biblejourney', GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: file }).stores
        .googlePlay,
    ).toEqual(play);
  });

  it('refuse a partial or unreadable Google Play setup, naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { GOOGLE_PLAY_PACKAGE_NAME: 'app.biblejourney' },
        /GOOGLE_PLAY_SERVICE_ACCOUNT_JSON \(or _FILE\): Google Play needs/,
      ],
      [{ GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: serviceAccount }, /GOOGLE_PLAY_PACKAGE_NAME: Google Play needs/],
      [
        { GOOGLE_PLAY_PACKAGE_NAME: 'app.biblejourney', GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: '{"client_email":"x"}' },
        /GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: must be a service account's JSON key/,
      ],
      [
        {
          GOOGLE_PLAY_PACKAGE_NAME: 'app.biblejourney',
          GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: join(folder, 'missing.json'),
        },
        /GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: can't read/,
      ],
      [
        {
          GOOGLE_PLAY_PACKAGE_NAME: 'app.biblejourney',
          GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: serviceAccount,
          GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: join(folder, 'key.json'),
        },
        /set one, not both/,
      ],
      [{ GOOGLE_PLAY_PACKAGE_NAME: 'not a package' }, /GOOGLE_PLAY_PACKAGE_NAME: must be an Android package name/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env), JSON.stringify(Object.keys(env))).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it('read the App Store’s bundle, environment and root certificates (online checks on by default)', () => {
    const appStore = loadConfig({
      APP_STORE_BUNDLE_ID: 'app.biblejourney',
      APP_STORE_ENVIRONMENT: 'Production',
      APP_STORE_APP_APPLE_ID: '1234567890',
      APP_STORE_ROOT_CERTIFICATES: rootPath,
    }).stores.appStore;
    expect(appStore).toMatchObject({
      bundleId: 'app.biblejourney',
      environment: 'Production',
      appAppleId: 1234567890,
      onlineChecks: true,
    });
    expect(appStore?.rootCertificates).toHaveLength(1);
  });

  it('refuse a partial App Store setup, a Production one without the app’s id, or a file that isn’t a certificate', () => {
    const base = { APP_STORE_BUNDLE_ID: 'app.biblejourney', APP_STORE_ENVIRONMENT: 'Sandbox' };
    expect(() => loadConfig(base)).toThrow(/APP_STORE_ROOT_CERTIFICATES: the App Store needs all of/);
    expect(() =>
      loadConfig({ ...base, APP_STORE_ENVIRONMENT: 'Production', APP_STORE_ROOT_CERTIFICATES: rootPath }),
    ).toThrow(/APP_STORE_APP_APPLE_ID: needed when APP_STORE_ENVIRONMENT is Production/);
    const notCertificate = join(folder, 'not-a-cert.pem');
    writeFileSync(notCertificate, 'hello');
    expect(() => loadConfig({ ...base, APP_STORE_ROOT_CERTIFICATES: notCertificate })).toThrow(/is not a certificate/);
    expect(() =>
      loadConfig({ ...base, APP_STORE_ENVIRONMENT: 'Xcode', APP_STORE_ROOT_CERTIFICATES: rootPath }),
    ).toThrow(/APP_STORE_ENVIRONMENT/);
  });
});
