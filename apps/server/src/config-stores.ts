import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

// The app stores' settings (decision 0015), read with the rest of the environment by config.ts.

/** Google Play: the app's package and the service account that may read its purchases. */
export interface GooglePlayConfig {
  /** The Android app's package name (e.g. app.biblejourney). */
  packageName: string;
  /** The service account's key; its token_uri is where access tokens are asked for. */
  credentials: ServiceAccountCredentials;
  /** Another Android Publisher API host (tests point it at a local fake); undefined: Google's. */
  apiUrl: string | undefined;
}

export interface ServiceAccountCredentials {
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

/** The App Store: which app's signed transactions are accepted, and the roots they must chain to. */
export interface AppStoreConfig {
  bundleId: string;
  environment: 'Production' | 'Sandbox';
  /** The app's Apple id: Apple's library requires it in Production. */
  appAppleId: number | undefined;
  /** DER-encoded root certificates (Apple Root CA - G3 from apple.com/certificateauthority). */
  rootCertificates: Buffer[];
  /** Whether each certificate is checked for revocation (OCSP, online) and against today's date. */
  onlineChecks: boolean;
}

/** Store purchases (issue 14); each store is null while its settings are unset: its calls answer 503. */
export interface StoresConfig {
  googlePlay: GooglePlayConfig | null;
  appStore: AppStoreConfig | null;
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** The variables, merged into config.ts's schema. */
export const STORE_ENV = {
  GOOGLE_PLAY_PACKAGE_NAME: z
    .string()
    .regex(/^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/, 'must be an Android package name (e.g. app.biblejourney)')
    .optional(),
  GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: z.string().optional(),
  GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  GOOGLE_PLAY_API_URL: httpUrl.optional(),
  APP_STORE_BUNDLE_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'must be a bundle id (e.g. app.biblejourney)')
    .optional(),
  APP_STORE_ENVIRONMENT: z.enum(['Production', 'Sandbox']).optional(),
  APP_STORE_APP_APPLE_ID: z.coerce.number().int().positive().optional(),
  APP_STORE_ROOT_CERTIFICATES: z.string().min(1).optional(),
  APP_STORE_ONLINE_CHECKS: z.enum(['on', 'off']).default('on'),
};

type StoreVars = z.infer<z.ZodObject<typeof STORE_ENV>>;

const ServiceAccountSchema = z.object({
  client_email: z.string().min(3),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: httpUrl.default('https://oauth2.googleapis.com/token'),
});

/** Thrown with the variable's name and what is wrong; config.ts makes a ConfigError of it. */
export class StoreConfigProblem extends Error {}

/** Reads the stores' settings: each store wholly set up, or not at all. */
export function readStoresConfig(vars: StoreVars): StoresConfig {
  return { googlePlay: readGooglePlay(vars), appStore: readAppStore(vars) };
}

function readGooglePlay(vars: StoreVars): GooglePlayConfig | null {
  const { GOOGLE_PLAY_PACKAGE_NAME: packageName, GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: json } = vars;
  const file = vars.GOOGLE_PLAY_SERVICE_ACCOUNT_FILE;
  if (json && file) {
    throw new StoreConfigProblem(
      'GOOGLE_PLAY_SERVICE_ACCOUNT_JSON and GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: set one, not both',
    );
  }
  const credentialsVar = file ? 'GOOGLE_PLAY_SERVICE_ACCOUNT_FILE' : 'GOOGLE_PLAY_SERVICE_ACCOUNT_JSON';
  if (!packageName && !json && !file) return null;
  if (!packageName || !(json || file)) {
    const missing = packageName ? 'GOOGLE_PLAY_SERVICE_ACCOUNT_JSON (or _FILE)' : 'GOOGLE_PLAY_PACKAGE_NAME';
    throw new StoreConfigProblem(
      `${missing}: Google Play needs GOOGLE_PLAY_PACKAGE_NAME and a service account key, or neither`,
    );
  }
  const text = file ? readSetting(credentialsVar, file).toString('utf8') : (json ?? '');
  let parsed: z.infer<typeof ServiceAccountSchema>;
  try {
    parsed = ServiceAccountSchema.parse(JSON.parse(text));
  } catch {
    throw new StoreConfigProblem(`${credentialsVar}: must be a service account's JSON key (client_email, private_key)`);
  }
  return {
    packageName,
    credentials: { clientEmail: parsed.client_email, privateKey: parsed.private_key, tokenUri: parsed.token_uri },
    apiUrl: vars.GOOGLE_PLAY_API_URL,
  };
}

const APP_STORE_REQUIRED = ['APP_STORE_BUNDLE_ID', 'APP_STORE_ENVIRONMENT', 'APP_STORE_ROOT_CERTIFICATES'] as const;

function readAppStore(vars: StoreVars): AppStoreConfig | null {
  const missing = APP_STORE_REQUIRED.filter((name) => !vars[name]);
  if (missing.length === APP_STORE_REQUIRED.length) return null;
  const { APP_STORE_BUNDLE_ID: bundleId, APP_STORE_ENVIRONMENT: environment } = vars;
  if (missing.length > 0 || !bundleId || !environment) {
    throw new StoreConfigProblem(
      `${missing.join(', ')}: the App Store needs all of ${APP_STORE_REQUIRED.join(', ')}, or none`,
    );
  }
  if (environment === 'Production' && vars.APP_STORE_APP_APPLE_ID === undefined) {
    throw new StoreConfigProblem('APP_STORE_APP_APPLE_ID: needed when APP_STORE_ENVIRONMENT is Production');
  }
  const paths = (vars.APP_STORE_ROOT_CERTIFICATES ?? '').split(',').map((path) => path.trim());
  const rootCertificates = paths.filter(Boolean).map((path) => {
    try {
      // A .cer from Apple is DER; a PEM copy is accepted too.
      return new X509Certificate(readSetting('APP_STORE_ROOT_CERTIFICATES', path)).raw;
    } catch (error) {
      if (error instanceof StoreConfigProblem) throw error;
      throw new StoreConfigProblem(`APP_STORE_ROOT_CERTIFICATES: ${path} is not a certificate`);
    }
  });
  return {
    bundleId,
    environment,
    appAppleId: vars.APP_STORE_APP_APPLE_ID,
    rootCertificates,
    onlineChecks: vars.APP_STORE_ONLINE_CHECKS === 'on',
  };
}

function readSetting(name: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch {
    throw new StoreConfigProblem(`${name}: can't read ${path}`);
  }
}
