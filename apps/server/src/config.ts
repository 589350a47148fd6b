import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_PATTERN } from '@bible-journey/contract';
import { z } from 'zod';
import { readStoresConfig, STORE_ENV, StoreConfigProblem, type StoresConfig } from './config-stores.js';
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from './db/postgres-pool.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The open Bible texts shipped with the server (apps/server/assets/bible-texts). */
export const BUNDLED_BIBLE_DIR = fileURLToPath(new URL('../assets/bible-texts', import.meta.url));

const csv = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .optional();

/** Stripe price ids, comma-separated: one price per currency (brl, usd) of a product. */
const priceIds = csv.refine((list) => (list ?? []).every((id) => /^price_\w+$/.test(id)), {
  message: 'must be Stripe price ids (price_…) separated by commas',
});

/** A proxy's address: IPv4 or IPv6, optionally a CIDR range. */
const PROXY_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/** A push service host: name or IPv4 with an optional port, [IPv6] with an optional port, or *.domain. */
const PUSH_HOST_ENTRY = /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** A duration in milliseconds: at least 100, at most max. */
const milliseconds = (max: number, fallback: number) => z.coerce.number().int().min(100).max(max).default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3333),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(120_000, DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(3_600_000, DEFAULT_DATABASE_TIMEOUTS.statementMs),
  REQUEST_TIMEOUT_MS: milliseconds(3_600_000, 30_000),
  HANDLER_TIMEOUT_MS: milliseconds(3_600_000, 60_000),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+\.[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .optional(),
  CORS_ORIGINS: csv,
  PUSH_SERVICE_HOSTS: csv.refine((list) => (list ?? []).every((entry) => PUSH_HOST_ENTRY.test(entry)), {
    message: 'must be hosts (host, host:port, [IPv6]:port or *.domain) separated by commas',
  }),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((value) => value !== 'true', {
      message:
        '"true" would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (1 for one reverse proxy) or their addresses',
    })
    .refine(
      (value) =>
        value === 'false' ||
        /^\d{1,2}$/.test(value) ||
        value.split(',').every((entry) => PROXY_ADDRESS.test(entry.trim())),
      {
        message:
          'must be false, the number of proxies in front of the server, or their addresses (IP or CIDR) separated by commas',
      },
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Bible Journey <no-reply@biblejourney.app>'),
  FEEDBACK_MAIL_TO: csv.refine((list) => (list ?? []).every((address) => EMAIL_PATTERN.test(address)), {
    message: 'must be e-mail addresses separated by commas',
  }),
  GOOGLE_CLIENT_IDS: csv,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_IDS: csv,
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  NEW_DEVICES_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(50),
  /** `false`: this process serves HTTP only and runs no background job (the reminders). */
  RUN_JOBS: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  INVITATIONS_PER_LEADER_PER_DAY: z.coerce.number().int().min(1).default(500),
  MEMBERS_PER_CHALLENGE: z.coerce.number().int().min(2).default(10_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  FREE_USE_BIBLE_URL: z.union([z.literal('off'), z.url()]).default('https://bible.helloao.org'),
  BIBLEBRAIN_KEY: z.string().optional(),
  BIBLEBRAIN_URL: z.url().default('https://4.dbt.io/api'),
  ABIBLIADIGITAL_TOKEN: z.string().optional(),
  ABIBLIADIGITAL_URL: z.url().default('https://www.abibliadigital.com.br/api'),
  BIBLE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  BIBLE_DIR: z.string().min(1).optional(),
  BUNDLED_BIBLES: z.enum(['on', 'off']).default('on'),
  ADMIN_TOKEN: z.string().trim().min(24, 'must have at least 24 characters').optional(),
  // What the web app shows everyone (GET /api/settings): the landing page's contacts and video.
  CONTACT_EMAIL: z
    .string()
    .trim()
    .refine((value) => EMAIL_PATTERN.test(value), { message: 'must be an e-mail address' })
    .optional(),
  CONTACT_WHATSAPP: z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, '').replace(/^\+/, ''))
    .refine((value) => /^\d{8,15}$/.test(value), {
      message: 'must be a phone number in international form, with its country code (e.g. +55 11 98765-4321)',
    })
    .optional(),
  HOW_IT_WORKS_VIDEO_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'must be a Stripe secret (sk_…) or restricted (rk_…) key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_MONTHLY_PRICE_IDS: priceIds,
  STRIPE_CHALLENGE_PRICE_IDS: priceIds,
  STRIPE_DONATION_PRODUCT_ID: z
    .string()
    .regex(/^prod_\w+$/, 'must be a Stripe product id (prod_…)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  // Store purchases (config-stores.ts): GOOGLE_PLAY_PACKAGE_NAME with GOOGLE_PLAY_SERVICE_ACCOUNT_JSON
  // (or _FILE, a key file's path), GOOGLE_PLAY_API_URL; APP_STORE_BUNDLE_ID, APP_STORE_ENVIRONMENT,
  // APP_STORE_ROOT_CERTIFICATES (files, comma-separated), APP_STORE_APP_APPLE_ID, APP_STORE_ONLINE_CHECKS.
  ...STORE_ENV,
});

/** The Stripe settings that must come together: checkout is either wholly set up or off. */
const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_MONTHLY_PRICE_IDS',
  'STRIPE_CHALLENGE_PRICE_IDS',
] as const;

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database (and other server state) lives. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** How long a request waits on PostgreSQL before it is answered 503. */
  databaseTimeouts: DatabaseTimeouts;
  httpTimeouts: HttpTimeouts;
  /** The built web app to serve at /; skipped when the folder has no index.html. */
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** Public address of the web app, used in links sent by e-mail. */
  appUrl: string;
  /** Signs sign-in tokens; generated and stored in the database on first start when unset. */
  jwtSecret: string | undefined;
  /**
   * Web Push: the VAPID key pair (generated and stored in the database on first start when unset)
   * and the contact push services are given (a mailto: or https: address; Apple refuses others).
   */
  vapid: { keys: { publicKey: string; privateKey: string } | undefined; subject: string | undefined };
  /**
   * Hosts reminders may be pushed to besides the browsers' push services (PUSH_SERVICE_HOSTS:
   * host, host:port or *.domain). A name must resolve to public addresses; an IP address written
   * here is trusted as written (a local push service in tests).
   */
  pushServiceHosts: string[];
  /** Browser origins allowed to call the API from another site (the app itself is same-origin). */
  corsOrigins: string[];
  /**
   * Which X-Forwarded-For entries name the client (TRUST_PROXY): false (none: the connection's
   * address), the number of proxies in front, or the proxies' addresses. Never "all of them".
   */
  trustProxy: false | number | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The team's addresses that feedback and error reports are mailed to; when empty they are only stored. */
  feedbackMailTo: string[];
  social: SocialConfig;
  /** Auth requests allowed per minute per IP (and per account and IP for password resets). */
  authRateLimit: number;
  /** Devices without an account one client address may add a day (reminders). */
  newDevicesPerAddressPerDay: number;
  /** Whether this process runs the background jobs (src/jobs: the reminders); RUN_JOBS. */
  runJobs: boolean;
  /** Invitation mails one leader may send a day, and people (members and invites) a challenge may hold. */
  invitations: { mailsPerLeaderPerDay: number; peoplePerChallenge: number };
  /** Shared rate-limit counters for several server processes; in-process counters when unset. */
  redisUrl: string | undefined;
  bible: BibleConfig;
  /** The operators' bearer token for /api/admin/*; without it the admin API does not exist. */
  adminToken: string | undefined;
  /** What the web app shows everyone (GET /api/settings); null: not shown. */
  publicSettings: PublicSettings;
  /** Card checkout through Stripe (issue 14); null when STRIPE_SECRET_KEY is unset: checkout answers 503. */
  checkout: CheckoutConfig | null;
  /**
   * Google Play and App Store purchases (issue 14, decision 0015), each off (503) until its
   * variables are all set: GOOGLE_PLAY_PACKAGE_NAME and GOOGLE_PLAY_SERVICE_ACCOUNT_JSON or
   * GOOGLE_PLAY_SERVICE_ACCOUNT_FILE; APP_STORE_BUNDLE_ID, APP_STORE_ENVIRONMENT (Production or
   * Sandbox), APP_STORE_ROOT_CERTIFICATES, and APP_STORE_APP_APPLE_ID in Production.
   */
  stores: StoresConfig;
}

/** The landing page's contacts and how-it-works video (CONTACT_EMAIL, CONTACT_WHATSAPP, HOW_IT_WORKS_VIDEO_URL). */
export interface PublicSettings {
  contactEmail: string | null;
  /** Digits only, with the country code: https://wa.me/<number>. */
  contactWhatsapp: string | null;
  /** Embedded on the landing page once played; its origin is allowed in frame-src and media-src. */
  howItWorksVideoUrl: string | null;
}

/** Stripe: the keys, the prices sold and where its API is (decision 0014). */
export interface CheckoutConfig {
  secretKey: string;
  /** Given to the browser, which confirms card payments with it (Stripe.js). */
  publishableKey: string;
  /** Verifies the signature of every webhook event (POST /api/checkout/webhook). */
  webhookSecret: string;
  /** The monthly subscription's prices, one per currency. */
  monthlyPriceIds: string[];
  /** The one-time purchase of one challenge: its prices, one per currency. */
  challengePriceIds: string[];
  /** The product monthly donations are priced under (price_data); undefined: only one-time donations. */
  donationProductId: string | undefined;
  /** Another Stripe API host (tests point it at a local fake); undefined: api.stripe.com. */
  apiUrl: string | undefined;
}

/** Bounds that keep a slow client or a stuck dependency from holding a request for ever. */
export interface HttpTimeouts {
  /** Receiving a whole request, headers and body; a client still sending after it gets 408 and is disconnected. */
  requestMs: number;
  /** From routing to the answer; a request still unanswered after it gets 503. */
  handlerMs: number;
}

/** Where Bible texts come from besides the database (ARCHITECTURE.md, "Bible text"). */
export interface BibleConfig {
  /** Free Use Bible API base (no key); null switches it off. */
  freeUseUrl: string | null;
  /** Digital Bible Platform v4; off without a key. */
  bibleBrain: { key: string | undefined; url: string };
  /** A Bíblia Digital; off without a token. */
  aBibliaDigital: { token: string | undefined; url: string };
  /** How long a provider call may take before the reader gets a clean failure. */
  timeoutMs: number;
  /** A folder of version files imported at start when their versions are missing. */
  importDir: string | undefined;
  /** The open texts shipped with the server, imported at start while the database holds no local version; undefined when BUNDLED_BIBLES=off. */
  bundledDir: string | undefined;
}

export interface SocialConfig {
  google: { clientIds: string[]; jwksUrl: string };
  apple: { clientIds: string[]; jwksUrl: string };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
}

function readTrustProxy(value: string): ServerConfig['trustProxy'] {
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither');
  }
  const stripeMissing = STRIPE_REQUIRED.filter((name) => !vars[name] || vars[name].length === 0);
  if (stripeMissing.length > 0 && stripeMissing.length < STRIPE_REQUIRED.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${stripeMissing.join(', ')}: checkout needs all of ${STRIPE_REQUIRED.join(', ')}, or none`,
    );
  }
  let stores: StoresConfig;
  try {
    stores = readStoresConfig(vars);
  } catch (error) {
    if (!(error instanceof StoreConfigProblem)) throw error;
    throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    databaseTimeouts: { connectMs: vars.DATABASE_CONNECT_TIMEOUT_MS, statementMs: vars.DATABASE_STATEMENT_TIMEOUT_MS },
    httpTimeouts: { requestMs: vars.REQUEST_TIMEOUT_MS, handlerMs: vars.HANDLER_TIMEOUT_MS },
    webDistDir: resolve(vars.WEB_DIST_DIR),
    logLevel: vars.LOG_LEVEL,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    jwtSecret: vars.JWT_SECRET,
    vapid: {
      keys:
        vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
          ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
          : undefined,
      subject: vars.VAPID_SUBJECT,
    },
    corsOrigins: vars.CORS_ORIGINS ?? [],
    pushServiceHosts: vars.PUSH_SERVICE_HOSTS ?? [],
    trustProxy: readTrustProxy(vars.TRUST_PROXY),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    feedbackMailTo: vars.FEEDBACK_MAIL_TO ?? [],
    social: {
      google: { clientIds: vars.GOOGLE_CLIENT_IDS ?? [], jwksUrl: vars.GOOGLE_JWKS_URL },
      apple: { clientIds: vars.APPLE_CLIENT_IDS ?? [], jwksUrl: vars.APPLE_JWKS_URL },
      facebook: { appId: vars.FACEBOOK_APP_ID, appSecret: vars.FACEBOOK_APP_SECRET, graphUrl: vars.FACEBOOK_GRAPH_URL },
    },
    authRateLimit: vars.AUTH_RATE_LIMIT,
    newDevicesPerAddressPerDay: vars.NEW_DEVICES_PER_ADDRESS_PER_DAY,
    runJobs: vars.RUN_JOBS,
    invitations: {
      mailsPerLeaderPerDay: vars.INVITATIONS_PER_LEADER_PER_DAY,
      peoplePerChallenge: vars.MEMBERS_PER_CHALLENGE,
    },
    redisUrl: vars.REDIS_URL,
    bible: {
      freeUseUrl: vars.FREE_USE_BIBLE_URL === 'off' ? null : vars.FREE_USE_BIBLE_URL.replace(/\/$/, ''),
      bibleBrain: { key: vars.BIBLEBRAIN_KEY, url: vars.BIBLEBRAIN_URL.replace(/\/$/, '') },
      aBibliaDigital: { token: vars.ABIBLIADIGITAL_TOKEN, url: vars.ABIBLIADIGITAL_URL.replace(/\/$/, '') },
      timeoutMs: vars.BIBLE_PROVIDER_TIMEOUT_MS,
      importDir: vars.BIBLE_DIR === undefined ? undefined : resolve(vars.BIBLE_DIR),
      bundledDir: vars.BUNDLED_BIBLES === 'on' ? BUNDLED_BIBLE_DIR : undefined,
    },
    adminToken: vars.ADMIN_TOKEN,
    publicSettings: {
      contactEmail: vars.CONTACT_EMAIL ?? null,
      contactWhatsapp: vars.CONTACT_WHATSAPP ?? null,
      howItWorksVideoUrl: vars.HOW_IT_WORKS_VIDEO_URL ?? null,
    },
    checkout:
      vars.STRIPE_SECRET_KEY &&
      vars.STRIPE_PUBLISHABLE_KEY &&
      vars.STRIPE_WEBHOOK_SECRET &&
      vars.STRIPE_MONTHLY_PRICE_IDS?.length &&
      vars.STRIPE_CHALLENGE_PRICE_IDS?.length
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            monthlyPriceIds: vars.STRIPE_MONTHLY_PRICE_IDS,
            challengePriceIds: vars.STRIPE_CHALLENGE_PRICE_IDS,
            donationProductId: vars.STRIPE_DONATION_PRODUCT_ID,
            apiUrl: vars.STRIPE_API_URL,
          }
        : null,
    stores,
  };
}
