import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, startLocalServer } from '@bible-journey/test-support/local-server';
import type { FastifyInstance } from 'fastify';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { SocialConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { TestDatabaseKind } from './databases.js';
import { useBeforeAll, useServerSuite } from './suite.js';

/*
 * Local stand-ins for the social providers, speaking their real protocols over real HTTP: an
 * OpenID Connect provider (a JWKS endpoint plus RS256-signed ID tokens, like Google and Apple) and
 * the parts of Facebook's Graph API the server calls (debug_token and /me). Nothing of ours is
 * mocked; the server under test fetches from these exactly as it would from the providers.
 */

// ---------------------------------------------------------------------------------------------
// OpenID Connect ID tokens (Google, Apple)

export interface IdTokenClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
}

export interface SignOptions {
  /** Defaults to the provider's issuer. */
  issuer?: string;
  /** Defaults to the provider's client id. */
  audience?: string | string[];
  /** Seconds since the epoch; defaults to an hour from now. */
  expiresAt?: number;
  /** Seconds since the epoch; defaults to now. */
  issuedAt?: number;
  notBefore?: number;
  /** Defaults to the published key's id. */
  kid?: string;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

async function newSigningKey(): Promise<SigningKey & { publicJwk: Record<string, unknown> }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

async function signWith(
  key: SigningKey,
  defaults: { issuer: string; audience: string },
  claims: IdTokenClaims,
  options: SignOptions,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
    .setIssuer(options.issuer ?? defaults.issuer)
    .setAudience(options.audience ?? defaults.audience)
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 3600);
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  return jwt.sign(key.privateKey);
}

export interface FakeIdProvider {
  issuer: string;
  clientId: string;
  /** Where the provider publishes its public signing keys. */
  jwksUrl: string;
  /** How many times the JWKS was fetched. */
  jwksRequests(): number;
  /** An ID token signed with the published key. */
  sign(claims: IdTokenClaims, options?: SignOptions): Promise<string>;
  /** An ID token signed with a key the provider never published (by default under the published key id). */
  forge(claims: IdTokenClaims, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

/** An OpenID Connect provider: one RS256 key published at /keys, tokens for `clientId`. */
export async function startFakeIdProvider({
  issuer,
  clientId,
}: {
  issuer: string;
  clientId: string;
}): Promise<FakeIdProvider> {
  const published = await newSigningKey();
  const unpublished = await newSigningKey();
  let jwksRequests = 0;
  const server = await startLocalServer((request, response, url) => {
    if (request.method === 'GET' && url.pathname === '/keys') {
      jwksRequests += 1;
      return sendJson(response, 200, { keys: [published.publicJwk] });
    }
    sendJson(response, 404, { error: 'not_found' });
  });
  const defaults = { issuer, audience: clientId };
  return {
    issuer,
    clientId,
    jwksUrl: `${server.origin}/keys`,
    jwksRequests: () => jwksRequests,
    sign: (claims, options = {}) => signWith(published, defaults, claims, options),
    forge: (claims, options = {}) => signWith({ ...unpublished, kid: published.kid }, defaults, claims, options),
    close: server.close,
  };
}

// ---------------------------------------------------------------------------------------------
// Facebook Graph API

/** A raw answer, to make the fake misbehave: an error, garbage, or a dropped connection. */
export type GraphAnswer = { status: number; body: unknown; contentType?: string } | 'hang-up';

export interface FacebookGrant {
  /** The Facebook user the token was issued to. */
  userId: string;
  /** The app the token was issued to; defaults to the fake's app. */
  appId?: string;
  isValid?: boolean;
  /** The profile /me returns; id defaults to userId. */
  profile?: { id?: string; name?: string; email?: string; pictureUrl?: string };
  /** Replaces the debug_token answer for this token. */
  debugAnswer?: GraphAnswer;
  /** Replaces the /me answer for this token. */
  meAnswer?: GraphAnswer;
}

export interface FakeGraph {
  appId: string;
  appSecret: string;
  /** Base URL with the API version, as FACEBOOK_GRAPH_URL takes it. */
  graphUrl: string;
  /** Registers an access token Facebook issued; returns the token. */
  grant(grant: FacebookGrant, token?: string): string;
  /** Every request the fake answered. */
  requests: URL[];
  close(): Promise<void>;
}

const GRAPH_VERSION = 'v21.0';

function graphError(response: ServerResponse, status: number, message: string, code = 190): void {
  sendJson(response, status, {
    error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('base64url') },
  });
}

function answerRaw(response: ServerResponse, answer: GraphAnswer): void {
  if (answer === 'hang-up') {
    response.socket?.destroy();
    return;
  }
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json; charset=UTF-8' });
  response.end(text);
}

/** A Graph API that knows the tokens granted through it, answering in Graph's real shapes. */
export async function startFakeGraph({
  appId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e12)),
  appSecret = randomBytes(16).toString('hex'),
}: {
  appId?: string;
  appSecret?: string;
} = {}): Promise<FakeGraph> {
  const grants = new Map<string, FacebookGrant>();
  const requests: URL[] = [];

  const server = await startLocalServer((request, response, url) => {
    requests.push(url);
    if (request.method !== 'GET') return graphError(response, 400, 'Unsupported method', 100);
    const accessToken = url.searchParams.get('access_token');

    if (url.pathname === `/${GRAPH_VERSION}/debug_token`) {
      if (accessToken !== `${appId}|${appSecret}`) {
        return graphError(response, 400, 'Invalid OAuth access token signature.');
      }
      const inputToken = url.searchParams.get('input_token');
      if (!inputToken) return graphError(response, 400, '(#100) The parameter input_token is required', 100);
      const grant = grants.get(inputToken);
      if (!grant) {
        return sendJson(response, 200, {
          data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
        });
      }
      if (grant.debugAnswer) return answerRaw(response, grant.debugAnswer);
      const now = Math.floor(Date.now() / 1000);
      return sendJson(response, 200, {
        data: {
          app_id: grant.appId ?? appId,
          type: 'USER',
          application: 'Bible Journey',
          data_access_expires_at: now + 90 * 86_400,
          expires_at: now + 3600,
          is_valid: grant.isValid ?? true,
          issued_at: now - 60,
          scopes: ['email', 'public_profile'],
          granular_scopes: [],
          user_id: grant.userId,
        },
      });
    }

    if (url.pathname === `/${GRAPH_VERSION}/me`) {
      const grant = accessToken ? grants.get(accessToken) : undefined;
      if (!grant || grant.isValid === false) {
        return graphError(response, 400, 'Invalid OAuth access token - Cannot parse access token');
      }
      if (grant.meAnswer) return answerRaw(response, grant.meAnswer);
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const profile = grant.profile ?? {};
      const me: Record<string, unknown> = { id: profile.id ?? grant.userId };
      if (fields.includes('name') && profile.name !== undefined) me.name = profile.name;
      if (fields.includes('email') && profile.email !== undefined) me.email = profile.email;
      const pictureField = fields.find((field) => field === 'picture' || field.startsWith('picture.'));
      if (pictureField && profile.pictureUrl !== undefined) {
        const width = Number(/width\((\d+)\)/.exec(pictureField)?.[1] ?? 50);
        me.picture = { data: { height: width, is_silhouette: false, url: profile.pictureUrl, width } };
      }
      return sendJson(response, 200, me);
    }

    graphError(response, 404, `Unknown path components: ${url.pathname}`, 2500);
  });

  return {
    appId,
    appSecret,
    graphUrl: `${server.origin}/${GRAPH_VERSION}`,
    grant(grant, token = `EAAB${randomBytes(48).toString('base64url')}`) {
      grants.set(token, grant);
      return token;
    },
    requests,
    close: server.close,
  };
}

// ---------------------------------------------------------------------------------------------
// All three together

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const APPLE_ISSUER = 'https://appleid.apple.com';

export interface FakeProviders {
  google: FakeIdProvider;
  apple: FakeIdProvider;
  facebook: FakeGraph;
  /** The server's `social` config pointing at the fakes. */
  social: SocialConfig;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const google = await startFakeIdProvider({
    issuer: GOOGLE_ISSUER,
    clientId: `${randomUUID()}.apps.googleusercontent.com`,
  });
  const apple = await startFakeIdProvider({ issuer: APPLE_ISSUER, clientId: 'app.biblejourney.signin' });
  const facebook = await startFakeGraph();
  return {
    google,
    apple,
    facebook,
    social: {
      google: { clientIds: ['another-app.apps.googleusercontent.com', google.clientId], jwksUrl: google.jwksUrl },
      apple: { clientIds: [apple.clientId], jwksUrl: apple.jwksUrl },
      facebook: { appId: facebook.appId, appSecret: facebook.appSecret, graphUrl: facebook.graphUrl },
    },
    async close() {
      await Promise.all([google.close(), apple.close(), facebook.close()]);
    },
  };
}

/** A provider id as the providers write them: digits for Google and Facebook. */
export const numericId = () => String(BigInt(`0x${randomBytes(8).toString('hex')}`));

/** Apple's subject: team-scoped, like 001234.0123456789abcdef0123456789abcdef.1234. */
export const appleSubject = () =>
  `001${Math.floor(Math.random() * 1000)}.${randomBytes(16).toString('hex')}.0${Math.floor(Math.random() * 1000)}`;

/** The three fake providers, for the describe block. */
export function useFakeProviders(): FakeProviders {
  return useBeforeAll('the fake providers', startFakeProviders, (providers) => providers.close());
}

/**
 * What every social sign-in suite needs, for the describe block: fake providers, a test database
 * and an app configured for them.
 */
export function useSocialTestApp(kind: TestDatabaseKind): {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly providers: FakeProviders;
} {
  const providers = useFakeProviders();
  const { database, app } = useServerSuite(kind, { config: () => ({ social: providers.social }) });
  return { app, database, providers };
}
