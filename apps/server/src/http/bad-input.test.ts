import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorResponseSchema } from '@bible-journey/contract';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/token-service.js';
import { bearer, registerUser, testConfig, uniqueEmail } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { buildPlanBody } from '../test/factories.js';
import { useBeforeAll, useServerSuite } from '../test/suite.js';

/**
 * Every route, fed malformed requests: each answer must be a 4xx with a JSON error body
 * `{ statusCode, error, message }` whose message names the field at fault, and never a 5xx.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Body = Record<string, Json>;

interface Ids {
  planId: string;
  dayId: string;
}

interface Route {
  method: Method;
  /** The path pattern as documented, e.g. /api/plan/{id}. */
  path: string;
  /** The path with real ids filled in. */
  url: (ids: Ids) => string;
  protected: boolean;
  /** A body the route accepts; absent for routes without a body. */
  body?: (ids: Ids) => Body;
  /** Fields that must be present. */
  required?: string[];
  /** Fields where null is a valid value. */
  nullable?: string[];
  /** The path parameter, for routes that take one. */
  param?: { name: 'id' | 'planId' | 'dayId'; url: (value: string) => string };
}

const PLAN_BODY = buildPlanBody();
const plainPlanBody = (): Body => structuredClone(PLAN_BODY) as unknown as Body;

const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    url: () => '/api/auth/register',
    protected: false,
    body: () => ({ name: 'Ruth Reader', email: uniqueEmail('bad-input'), password: 'correct horse' }),
    required: ['name', 'email', 'password'],
  },
  {
    method: 'POST',
    path: '/api/auth/authenticate',
    url: () => '/api/auth/authenticate',
    protected: false,
    body: () => ({ email: uniqueEmail('nobody'), password: 'correct horse' }),
    required: ['email', 'password'],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot_password',
    url: () => '/api/auth/forgot_password',
    protected: false,
    body: () => ({ email: uniqueEmail('nobody') }),
    required: ['email'],
  },
  {
    method: 'POST',
    path: '/api/auth/reset_password',
    url: () => '/api/auth/reset_password',
    protected: false,
    body: () => ({ token: 'a-reset-token', email: uniqueEmail('nobody'), password: 'new password' }),
    required: ['token', 'email', 'password'],
  },
  {
    method: 'POST',
    path: '/api/auth/confirm_email',
    url: () => '/api/auth/confirm_email',
    protected: false,
    body: () => ({ token: 'a-confirmation-token' }),
    required: ['token'],
  },
  {
    method: 'POST',
    path: '/api/auth/google',
    url: () => '/api/auth/google',
    protected: false,
    body: () => ({
      identityToken: 'not-a-google-id-token',
      googleId: '1234',
      name: 'Ruth Reader',
      picture: 'https://example.com/a.png',
    }),
    required: ['identityToken'],
  },
  {
    method: 'POST',
    path: '/api/auth/facebook',
    url: () => '/api/auth/facebook',
    protected: false,
    body: () => ({
      accessToken: 'not-a-facebook-token',
      facebookId: '1234',
      name: 'Ruth Reader',
      picture: 'https://example.com/a.png',
    }),
    required: ['accessToken'],
  },
  {
    method: 'POST',
    path: '/api/auth/apple',
    url: () => '/api/auth/apple',
    protected: false,
    body: () => ({
      identityToken: 'not-an-apple-identity-token',
      appleId: '1234',
      name: 'Ruth Reader',
      givenName: 'Ruth',
      familyName: 'Reader',
    }),
    required: ['identityToken'],
  },
  { method: 'GET', path: '/api/user', url: () => '/api/user', protected: true },
  {
    method: 'PUT',
    path: '/api/user',
    url: () => '/api/user',
    protected: true,
    body: () => ({ name: 'Ruth Reader' }),
    required: ['name'],
  },
  { method: 'GET', path: '/api/user/picture', url: () => '/api/user/picture', protected: true },
  {
    method: 'PUT',
    path: '/api/user/picture',
    url: () => '/api/user/picture',
    protected: true,
    body: () => ({ picture: 'https://example.com/me.png' }),
    required: ['picture'],
    nullable: ['picture'],
  },
  { method: 'GET', path: '/api/language', url: () => '/api/language', protected: true },
  {
    method: 'POST',
    path: '/api/language',
    url: () => '/api/language',
    protected: true,
    body: () => ({ language: 'pt' }),
    required: ['language'],
  },
  { method: 'DELETE', path: '/api/user', url: () => '/api/user', protected: true },
  {
    method: 'POST',
    path: '/api/plan',
    url: () => '/api/plan',
    protected: true,
    body: plainPlanBody,
    required: ['readingCalendar'],
  },
  { method: 'GET', path: '/api/plan', url: () => '/api/plan', protected: true },
  {
    method: 'PUT',
    path: '/api/plan/{id}',
    url: ({ planId }) => `/api/plan/${planId}`,
    protected: true,
    body: () => ({ ...plainPlanBody(), delays: 0 }),
    required: ['readingCalendar'],
    param: { name: 'id', url: (value) => `/api/plan/${value}` },
  },
  {
    method: 'PUT',
    path: '/api/plan/register-update/{id}',
    url: ({ planId }) => `/api/plan/register-update/${planId}`,
    protected: true,
    body: () => ({ updatedAt: '2027-01-05T10:00:00.000Z' }),
    required: ['updatedAt'],
    param: { name: 'id', url: (value) => `/api/plan/register-update/${value}` },
  },
  {
    method: 'PUT',
    path: '/api/plan/track-delays/{planId}',
    url: ({ planId }) => `/api/plan/track-delays/${planId}`,
    protected: true,
    body: () => ({ shouldTrackDelays: false }),
    required: ['shouldTrackDelays'],
    param: { name: 'planId', url: (value) => `/api/plan/track-delays/${value}` },
  },
  {
    method: 'PUT',
    path: '/api/day-reading/complete/{dayId}',
    url: ({ dayId }) => `/api/day-reading/complete/${dayId}`,
    protected: true,
    body: () => ({ read: true }),
    required: ['read'],
    param: { name: 'dayId', url: (value) => `/api/day-reading/complete/${value}` },
  },
  {
    method: 'POST',
    path: '/api/service/send-notification',
    url: () => '/api/service/send-notification',
    protected: false,
    body: () => ({
      type: 'REPORTING',
      message: 'The checklist did not save my reading.',
      contact: 'ruth@example.com',
      backup: '{"plan":null}',
    }),
    required: ['type', 'message'],
    nullable: ['contact', 'backup'],
  },
];

const bodyRoutes = routes.filter((route) => route.body !== undefined);
const protectedRoutes = routes.filter((route) => route.protected);
const paramRoutes = routes.filter((route) => route.param !== undefined);
const routeName = (route: Route) => `${route.method} ${route.path}`;

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
}

/** A 4xx (one of `allowed`) with the JSON error body, and a message matching `names` when given. */
function expectClientError(answer: Answer, allowed: number[], label: string, names?: string | RegExp): void {
  expect(answer.statusCode, `${label}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  expect(allowed, `${label}: status ${answer.statusCode} ${answer.body.slice(0, 300)}`).toContain(answer.statusCode);
  expect(String(answer.headers['content-type']), label).toContain('application/json');
  const parsed = ErrorResponseSchema.safeParse(answer.json());
  expect(parsed.success, `${label}: error body ${answer.body.slice(0, 300)}`).toBe(true);
  if (!parsed.success) return;
  expect(parsed.data.statusCode, label).toBe(answer.statusCode);
  expect(parsed.data.message.length, label).toBeGreaterThan(0);
  if (names !== undefined) {
    if (typeof names === 'string') expect(parsed.data.message, label).toContain(names);
    else expect(parsed.data.message, label).toMatch(names);
  }
}

/** Never a 5xx; any 4xx carries the JSON error body. */
function expectNoServerError(answer: Answer, label: string): void {
  expect(answer.statusCode, `${label}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.statusCode >= 400) expectClientError(answer, [answer.statusCode], label);
}

const HUGE = 'x'.repeat(100_000);
const NESTED_GARBAGE: Json = { nested: { deeper: [1, 'two', { three: [null, { four: {} }] }] } };

/** Wrong values for one field, each of which the schema must refuse. */
function wrongValues(field: string, valid: Json): { label: string; value: Json }[] {
  const values: { label: string; value: Json }[] = [
    { label: 'null', value: null },
    { label: 'an array', value: [valid] },
    { label: 'an object', value: NESTED_GARBAGE },
  ];
  if (typeof valid !== 'number') values.push({ label: 'a number', value: 12_345 });
  if (typeof valid !== 'boolean') values.push({ label: 'a boolean', value: true });
  if (typeof valid !== 'string') values.push({ label: 'a string', value: 'yes' });
  // Every string field has a maximum; pictures and feedback backups may be up to 200 000 characters.
  const huge =
    field === 'picture'
      ? `https://example.com/${'x'.repeat(300_000)}`
      : field === 'backup'
        ? 'x'.repeat(300_000)
        : HUGE;
  if (typeof valid === 'string' || Array.isArray(valid)) values.push({ label: 'a huge string', value: huge });
  return values;
}

/** A copy of `body` with the string at `field` carrying a NUL character (PostgreSQL text can't hold one). */
function withNul(body: Body, field: string): Body | undefined {
  const value = body[field];
  if (typeof value !== 'string') return undefined;
  const at = value.indexOf('@') > 0 ? value.indexOf('@') : Math.ceil(value.length / 2);
  return { ...body, [field]: `${value.slice(0, at)}\u0000${value.slice(at)}` };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Whole bodies that are not the object a route wants. */
function malformedBodies(valid: Body): { label: string; payload?: string | Buffer; headers: Record<string, string> }[] {
  const text = JSON.stringify(valid);
  return [
    { label: 'no body at all', headers: {} },
    { label: 'an empty body', payload: '', headers: JSON_HEADERS },
    { label: 'null', payload: 'null', headers: JSON_HEADERS },
    { label: 'a number', payload: '42', headers: JSON_HEADERS },
    { label: 'a string', payload: '"hello"', headers: JSON_HEADERS },
    { label: 'true', payload: 'true', headers: JSON_HEADERS },
    { label: 'an empty array', payload: '[]', headers: JSON_HEADERS },
    { label: 'an array holding the valid body', payload: `[${text}]`, headers: JSON_HEADERS },
    { label: 'an empty object', payload: '{}', headers: JSON_HEADERS },
    { label: 'only nested garbage', payload: JSON.stringify({ garbage: NESTED_GARBAGE }), headers: JSON_HEADERS },
    { label: 'invalid JSON (cut short)', payload: text.slice(0, -3), headers: JSON_HEADERS },
    { label: 'invalid JSON (single quotes)', payload: "{'a': 1}", headers: JSON_HEADERS },
    { label: 'invalid JSON (trailing comma)', payload: '{"a": 1,}', headers: JSON_HEADERS },
    {
      label: 'invalid UTF-8',
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      headers: JSON_HEADERS,
    },
    { label: 'JSON sent as text/plain', payload: text, headers: { 'content-type': 'text/plain' } },
    {
      label: '__proto__ poisoning',
      payload: `{"__proto__": {"admin": true}, ${text.slice(1)}`,
      headers: JSON_HEADERS,
    },
    {
      label: 'constructor.prototype poisoning',
      payload: `{"constructor": {"prototype": {"admin": true}}, ${text.slice(1)}`,
      headers: JSON_HEADERS,
    },
    {
      label: 'arrays nested 100 000 deep',
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      headers: JSON_HEADERS,
    },
  ];
}

/** Bodies refused before they are parsed: 413 for size, 415 for type. */
function unparsableBodies(
  valid: Body,
): { label: string; payload: string; headers: Record<string, string>; status: number }[] {
  const text = JSON.stringify(valid);
  return [
    {
      label: 'a 2 MB JSON body',
      payload: JSON.stringify({ ...valid, padding: 'x'.repeat(2_000_000) }),
      headers: JSON_HEADERS,
      status: 413,
    },
    { label: 'XML', payload: '<plan><id>1</id></plan>', headers: { 'content-type': 'application/xml' }, status: 415 },
    {
      label: 'a form',
      payload: 'email=a%40b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
    },
    { label: 'multipart', payload: text, headers: { 'content-type': 'multipart/form-data; boundary=x' }, status: 415 },
    { label: 'a made-up type', payload: text, headers: { 'content-type': 'application/x-bible' }, status: 415 },
  ];
}

/** Bad ids for a path parameter, with the statuses each may get. */
const badIds: { label: string; value: string; statuses: number[] }[] = [
  { label: 'not a uuid', value: 'not-a-uuid', statuses: [400] },
  { label: 'a number', value: '12345', statuses: [400] },
  { label: 'a uuid missing a digit', value: '8d6f1c1e-3b7a-4c1f-9a57-2f0e3c9b7a1', statuses: [400] },
  { label: 'a uuid with a non-hex digit', value: '8d6f1c1e-3b7a-4c1f-9a57-2f0e3c9b7a1g', statuses: [400] },
  { label: 'SQL: quote OR', value: encodeURIComponent("1' OR '1'='1"), statuses: [400] },
  { label: 'SQL: drop table', value: encodeURIComponent("x'; DROP TABLE plans; --"), statuses: [400] },
  { label: 'SQL: uuid then comment', value: encodeURIComponent(`${randomUUID()}'--`), statuses: [400] },
  { label: 'a NUL character', value: '%00', statuses: [400] },
  { label: 'a broken percent escape', value: '%E0%A4%A', statuses: [400] },
  { label: 'path traversal', value: '..%2F..%2Fetc%2Fpasswd', statuses: [400] },
  { label: 'JSON', value: encodeURIComponent('{"$ne":null}'), statuses: [400] },
  // Over the router's parameter limit: refused before routing with 414 URI Too Long.
  { label: '1 000 characters', value: 'a'.repeat(1_000), statuses: [400, 404, 414] },
  { label: '1 000 characters after a uuid', value: `${randomUUID()}${'0'.repeat(1_000)}`, statuses: [400, 404, 414] },
  { label: 'the nil uuid (no such thing)', value: '00000000-0000-0000-0000-000000000000', statuses: [404] },
  { label: 'the max uuid (no such thing)', value: 'ffffffff-ffff-ffff-ffff-ffffffffffff', statuses: [404] },
  { label: 'a random uuid (no such thing)', value: randomUUID(), statuses: [404] },
];

const JWT_SECRET = testConfig().jwtSecret as string;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Authorization headers that must never get past the door. */
async function badAuthorizations(userId: string, token: string): Promise<{ label: string; value?: string }[]> {
  const key = new TextEncoder().encode(JWT_SECRET);
  const signed = (build: (jwt: SignJWT) => SignJWT, subject: string = userId) =>
    build(new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(subject).setIssuedAt()).sign(key);
  const valid = (jwt: SignJWT) =>
    jwt.setIssuer('bible-journey').setAudience('bible-journey-app').setExpirationTime('1h');
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}${signature.slice(-1)}`;
  return [
    { label: 'missing' },
    { label: 'empty', value: '' },
    { label: '"Bearer"', value: 'Bearer' },
    { label: '"Bearer " and nothing', value: 'Bearer ' },
    { label: 'Bearer x.y.z', value: 'Bearer x.y.z' },
    { label: 'Bearer a.b', value: 'Bearer a.b' },
    { label: 'the token without "Bearer"', value: token },
    { label: 'Basic credentials', value: `Basic ${Buffer.from('ruth:correct horse').toString('base64')}` },
    { label: 'another scheme with the token', value: `Token ${token}` },
    { label: 'two tokens', value: `Bearer ${token} ${token}` },
    { label: 'two headers folded', value: `Bearer ${token}, Bearer ${token}` },
    { label: 'a cut token', value: `Bearer ${token.slice(0, -1)}` },
    { label: 'a tampered signature', value: `Bearer ${head}.${payload}.${flipped}` },
    {
      label: 'a tampered subject',
      value: `Bearer ${head}.${b64url({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: randomUUID() })}.${signature}`,
    },
    { label: 'alg none', value: `Bearer ${b64url({ alg: 'none' })}.${b64url({ sub: userId })}.AAAA` },
    {
      label: 'signed with another secret',
      value: `Bearer ${await createTokenService('another-secret-that-is-also-long-enough!!').sign(userId)}`,
    },
    {
      label: 'expired',
      value: `Bearer ${await signed((jwt) => valid(jwt).setExpirationTime(Math.floor(Date.now() / 1000) - 60))}`,
    },
    { label: 'the wrong issuer', value: `Bearer ${await signed((jwt) => valid(jwt).setIssuer('someone-else'))}` },
    { label: 'the wrong audience', value: `Bearer ${await signed((jwt) => valid(jwt).setAudience('someone-else'))}` },
    { label: 'no expiry, issuer or audience', value: `Bearer ${await signed((jwt) => jwt)}` },
    { label: 'a subject that is not a uuid', value: `Bearer ${await signed(valid, "1' OR '1'='1")}` },
    { label: 'a subject nobody has', value: `Bearer ${await signed(valid, randomUUID())}` },
    { label: 'random bytes (base64)', value: `Bearer ${randomBytes(96).toString('base64')}` },
    {
      label: 'random bytes (latin1)',
      value: `Bearer ${randomBytes(96)
        .toString('latin1')
        .replace(/[\r\n\0]/g, ' ')}`,
    },
    { label: 'a 100 KB token', value: `Bearer ${'a'.repeat(50_000)}.${'b'.repeat(50_000)}.c` },
  ];
}

/** A few of the bad headers, for routes where the header plays no part. */
const sample = (_header: unknown, index: number) => index % 4 === 0;

/**
 * Social sign-in checks tokens with the provider; here every provider points at a stand-in that
 * refuses everything, so a token that looks right is still turned away without leaving the machine.
 */
async function startRefusingProvider(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end('{"error":{"message":"Invalid OAuth access token."}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(testDatabases)('malformed requests on $name', (kind) => {
  const provider = useBeforeAll(
    'the refusing provider',
    startRefusingProvider,
    ({ server }) => new Promise((resolve) => server.close(resolve)),
  );
  const { app } = useServerSuite(kind, {
    config: () => ({
      social: {
        google: { clientIds: ['bible-journey-test'], jwksUrl: `${provider.url}/google/certs` },
        apple: { clientIds: ['bible-journey-test'], jwksUrl: `${provider.url}/apple/keys` },
        facebook: { appId: '1234', appSecret: 'test-app-secret', graphUrl: provider.url },
      },
    }),
  });
  let token: string;
  let userId: string;
  let ids: Ids;

  beforeAll(async () => {
    const user = await registerUser(app);
    token = user.token;
    userId = user.user.id;
    const created = await app.inject({ method: 'POST', url: '/api/plan', headers: bearer(token), payload: PLAN_BODY });
    expect(created.statusCode).toBe(200);
    const plan = created.json().plan as { _id: string; readingCalendar: { id: string }[] };
    ids = { planId: plan._id, dayId: plan.readingCalendar[0]?.id as string };
  });

  const send = (
    route: Route,
    options: { payload?: string | Buffer | object; headers?: Record<string, string>; url?: string },
  ) =>
    app.inject({
      method: route.method,
      url: options.url ?? route.url(ids),
      headers: { ...(route.protected ? bearer(token) : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  describe.each(bodyRoutes)('$method $path', (route) => {
    const valid = () => (route.body as (ids: Ids) => Body)(ids);

    it('refuses bodies that are not the object it wants with 400', async () => {
      for (const { label, payload, headers } of malformedBodies(valid())) {
        const answer = await send(route, { payload, headers });
        expectClientError(answer, [400], `${routeName(route)} with ${label}`, /body/i);
      }
    });

    it('refuses oversized bodies with 413 and unknown media types with 415', async () => {
      for (const { label, payload, headers, status } of unparsableBodies(valid())) {
        const answer = await send(route, { payload, headers });
        expectClientError(answer, [status], `${routeName(route)} with ${label}`);
      }
    });

    it('refuses a missing or mistyped field with 400 naming it', async () => {
      const body = valid();
      for (const field of route.required ?? []) {
        const { [field]: _dropped, ...without } = body;
        const answer = await send(route, { payload: { ...without, extra: NESTED_GARBAGE } });
        expectClientError(answer, [400], `${routeName(route)} without ${field}`, `body.${field}`);
      }
      for (const [field, value] of Object.entries(body)) {
        for (const wrong of wrongValues(field, value)) {
          if (wrong.value === null && route.nullable?.includes(field)) continue;
          const answer = await send(route, { payload: { ...valid(), [field]: wrong.value, extra: NESTED_GARBAGE } });
          expectClientError(answer, [400], `${routeName(route)} with ${field} = ${wrong.label}`, `body.${field}`);
        }
      }
    });

    it('refuses a NUL character in any text field with 400 naming it', async () => {
      const body = valid();
      for (const field of Object.keys(body)) {
        const payload = withNul(valid(), field);
        if (!payload) continue;
        const answer = await send(route, { payload });
        expectClientError(answer, [400], `${routeName(route)} with a NUL in ${field}`, `body.${field}`);
      }
    });
  });

  describe.each(paramRoutes)('$method $path', (route) => {
    it('refuses bad ids with 400 naming the parameter, or 404/414', async () => {
      const param = route.param as NonNullable<Route['param']>;
      const payload = (route.body as (ids: Ids) => Body)(ids);
      for (const { label, value, statuses } of badIds) {
        const answer = await send(route, { url: param.url(value), payload });
        expectClientError(
          answer,
          statuses,
          `${routeName(route)} with ${label}`,
          answer.statusCode === 400 && value !== '%E0%A4%A' ? `params.${param.name}` : undefined,
        );
      }
    });

    it('answers 404, not 400 or 500, for a real id of the wrong kind', async () => {
      const param = route.param as NonNullable<Route['param']>;
      const wrongKind = param.name === 'dayId' ? ids.planId : ids.dayId;
      const answer = await send(route, { url: param.url(wrongKind), payload: (route.body as (ids: Ids) => Body)(ids) });
      expectClientError(answer, [404], `${routeName(route)} with the other kind of id`);
    });
  });

  describe('plan bodies', () => {
    const planRoutes = bodyRoutes.filter((route) => route.path === '/api/plan' || route.path === '/api/plan/{id}');
    /** [what, where in the body, the broken value]; the message must name the path. */
    const cases: [string, (string | number)[], Json][] = [
      ['an empty calendar', ['readingCalendar'], []],
      ['a day on 30 February', ['readingCalendar', 0, 'date'], '2027-02-30'],
      ['a day dated with a time', ['readingCalendar', 0, 'date'], '2027-01-01T00:00:00Z'],
      ['a book that does not exist', ['readingCalendar', 0, 'readingStart'], { book: 'hezekiah', chapter: 1 }],
      ['chapter 0', ['readingCalendar', 0, 'readingEnd'], { book: 'matthew', chapter: 0 }],
      ['chapter 29 of Matthew', ['readingCalendar', 0, 'readingEnd'], { book: 'matthew', chapter: 29 }],
      ['a fractional chapter', ['readingCalendar', 0, 'readingEnd', 'chapter'], 1.5],
      ['a day with no chapters', ['readingCalendar', 0, 'readingDetails'], []],
      ['a day read = "yes"', ['readingCalendar', 3, 'read'], 'yes'],
      ['a negative day _id', ['readingCalendar', 0, '_id'], -1],
      ['a 100 KB book key', ['readingCalendar', 0, 'readingStart', 'book'], HUGE],
      ['blocked week day 7', ['blockedWeekDays'], [7]],
      ['a blocked week day twice', ['blockedWeekDays'], [1, 1]],
      ['every week day blocked', ['blockedWeekDays'], [0, 1, 2, 3, 4, 5, 6]],
      ['plan type 3', ['planType'], 3],
      ['0 chapters a day', ['chaptersPerDay'], 0],
      ['1.5 chapters a day', ['chaptersPerDay'], 1.5],
      ['a billion days', ['quantityOfDays'], 1e9],
      ['an unknown reading order', ['readingOrder'], 'random'],
    ];

    it.each(planRoutes)('$method $path refuses each broken field with 400 naming it', async (route) => {
      for (const [label, path, value] of cases) {
        const body = (route.body as (ids: Ids) => Body)(ids);
        setAt(body, path, value, false);
        const answer = await send(route, { payload: body });
        expectClientError(answer, [400], `${routeName(route)} with ${label}`, `body.${path.join('.')}`);
      }
      const reversed = (route.body as (ids: Ids) => Body)(ids);
      (reversed.readingCalendar as Json[]).reverse();
      const answer = await send(route, { payload: reversed });
      expectClientError(answer, [400], `${routeName(route)} with days out of order`, 'body.readingCalendar');
    });

    it('PUT /api/plan/{id} refuses negative or absurd delays', async () => {
      const route = planRoutes.find((r) => r.path === '/api/plan/{id}') as Route;
      for (const delays of [-1, 0.5, 1e12, '3']) {
        const answer = await send(route, { payload: { ...(route.body as (ids: Ids) => Body)(ids), delays } });
        expectClientError(answer, [400], `PUT /api/plan/{id} with delays ${delays}`, 'body.delays');
      }
    });
  });

  it('PUT /api/plan/register-update/{id} refuses times that are not ISO date-times, or that no database can store', async () => {
    const route = routes.find((r) => r.path === '/api/plan/register-update/{id}') as Route;
    for (const updatedAt of [
      'yesterday',
      '2027-01-05',
      '2027-02-30T10:00:00Z',
      '2027-01-05T25:00:00Z',
      '2027-01-05 10:00:00',
      '1736071200000',
      // Year 0 and years past 9999 fail in the database; years 1-99 would come back as 19xx or 20xx.
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '0001-01-01T00:00:00Z',
      '0099-06-01T00:00:00Z',
      '0999-12-31T23:59:59.999Z',
      '1000-01-01T00:30:00+01:00',
      '9999-12-31T23:59:59-14:00',
      '-000001-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
    ]) {
      const answer = await send(route, { payload: { updatedAt } });
      expectClientError(answer, [400], `register-update with ${updatedAt}`, 'body.updatedAt');
    }
  });

  it('accepts the extreme times the database can store (a time ahead of the server counts as now)', async () => {
    const route = routes.find((r) => r.path === '/api/plan/register-update/{id}') as Route;
    for (const updatedAt of ['1000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59+14:00']) {
      const answer = await send(route, { payload: { updatedAt } });
      expect(answer.statusCode, `${updatedAt}: ${answer.body}`).toBe(200);
      const stored = new Date(answer.json().updatedAt).getTime();
      expect(stored).toBeLessThanOrEqual(Date.now());
      expect(stored).toBeGreaterThan(Date.now() - 10 * 60_000);
    }
  });

  it('PUT /api/user/picture refuses pictures that are not https or data:image URLs', async () => {
    const route = routes.find((r) => r.method === 'PUT' && r.path === '/api/user/picture') as Route;
    for (const picture of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'https://exa mple.com/a.png',
      '',
    ]) {
      const answer = await send(route, { payload: { picture } });
      expectClientError(answer, [400], `picture ${picture}`, 'body.picture');
    }
  });

  it('POST /api/language refuses languages it does not speak', async () => {
    const route = routes.find((r) => r.method === 'POST' && r.path === '/api/language') as Route;
    for (const language of ['fr', 'EN', 'en-US', '', 'pt ']) {
      const answer = await send(route, { payload: { language } });
      expectClientError(answer, [400], `language ${JSON.stringify(language)}`, 'body.language');
    }
  });

  it('POST /api/auth/register refuses bad names, e-mails and passwords, naming each', async () => {
    const route = routes[0] as Route;
    const cases: [string, Json][] = [
      ['name', ' '],
      ['name', 'R'],
      ['name', 'R'.repeat(101)],
      ['email', 'not-an-email'],
      ['email', 'a@b'],
      ['email', 'two@@example.com'],
      ['email', 'spaced out@example.com'],
      ['email', `${'a'.repeat(250)}@example.com`],
      ['password', '12345'],
      ['password', 'p'.repeat(129)],
    ];
    for (const [field, value] of cases) {
      const answer = await send(route, { payload: { ...valid(route), [field]: value } });
      expectClientError(answer, [400], `register with ${field} ${JSON.stringify(value).slice(0, 40)}`, `body.${field}`);
    }
  });

  const valid = (route: Route) => (route.body as (ids: Ids) => Body)(ids);

  it('ignores unknown extra fields next to a valid body, and never stores or echoes them', async () => {
    const route = routes.find((r) => r.method === 'POST' && r.path === '/api/language') as Route;
    const answer = await send(route, { payload: { language: 'id', extra: NESTED_GARBAGE, __hidden: HUGE } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ language: 'id' });
  });

  describe.each(protectedRoutes)('$method $path', (route) => {
    it('answers 401 to every bad authorization header', async () => {
      for (const { label, value } of await badAuthorizations(userId, token)) {
        const answer = await app.inject({
          method: route.method,
          url: route.url(ids),
          headers: value === undefined ? {} : { authorization: value },
          ...(route.body ? { payload: route.body(ids) } : {}),
        });
        expectClientError(answer, [401], `${routeName(route)} with authorization ${label}`);
      }
    });
  });

  it('the account and its plan are still there after all that', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().plans.map((plan: { _id: string }) => plan._id)).toContain(ids.planId);
  });

  it('public routes ignore bad authorization headers and refuse bad bodies as usual', async () => {
    for (const route of routes.filter((r) => !r.protected)) {
      for (const { label, value } of (await badAuthorizations(userId, token)).filter(sample)) {
        if (value === undefined) continue;
        const answer = await send(route, { payload: { garbage: NESTED_GARBAGE }, headers: { authorization: value } });
        expectClientError(answer, [400], `${routeName(route)} with authorization ${label}`, /body\./);
      }
    }
  });

  it('DELETE /api/user with a broken body answers 4xx and deletes nothing', async () => {
    const route = routes.find((r) => r.method === 'DELETE') as Route;
    const cases = [
      { payload: '{"confirm":', headers: JSON_HEADERS, status: 400 },
      { payload: JSON.stringify({ padding: 'x'.repeat(2_000_000) }), headers: JSON_HEADERS, status: 413 },
      { payload: '<delete/>', headers: { 'content-type': 'application/xml' }, status: 415 },
    ];
    for (const { payload, headers, status } of cases) {
      const answer = await send(route, { payload, headers });
      expectClientError(answer, [status], `DELETE /api/user with ${payload.slice(0, 20)}`);
    }
    const still = await app.inject({ method: 'GET', url: '/api/language', headers: bearer(token) });
    expect(still.statusCode).toBe(200);
  });

  it('GET routes ignore query-string garbage and a body', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const answer = await app.inject({
        method: 'GET',
        url: `${route.url(ids)}?id[]=1&id[$ne]=2&__proto__[admin]=true&q=${'%27%20OR%201%3D1'.repeat(100)}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(answer.statusCode, `${routeName(route)}: ${answer.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('GET /api/health and /api/docs/json ignore bad headers; other methods get 404 JSON', async () => {
    for (const url of ['/api/health', '/api/docs/json']) {
      for (const { label, value } of (await badAuthorizations(userId, token)).filter(sample)) {
        const answer = await app.inject({
          method: 'GET',
          url: `${url}?x[]=1&y=${HUGE.slice(0, 2000)}`,
          headers: value === undefined ? {} : { authorization: value },
        });
        expect(answer.statusCode, `${url} with authorization ${label}`).toBe(200);
      }
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const answer = await app.inject({ method, url, payload: { garbage: NESTED_GARBAGE } });
        expectClientError(answer, [404], `${method} ${url}`);
      }
    }
  });

  describe('random input (fast-check)', () => {
    /** A JSON value from anything: fc.anything() holds undefined, NaN, -0 and sparse arrays too. */
    const serialised = fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'undefined');
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 300 }));
    const leaf = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
      text,
      fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308),
      // Text PostgreSQL can't store or that breaks naive code: NUL, lone surrogates, odd dates.
      fc.constantFrom('\u0000', 'a\u0000b@example.com', '\ud800', '\uffff', '0000-01-01T00:00:00Z', ''),
    );
    /** The valid body with one spot, anywhere in it, replaced by something random. */
    const mutated = (valid: Body) => {
      const paths = leafPaths(valid);
      return fc.tuple(fc.nat({ max: paths.length - 1 }), leaf, fc.boolean()).map(([index, value, drop]) => {
        const body = structuredClone(valid);
        setAt(body, paths[index] as (string | number)[], value, drop);
        return JSON.stringify(body);
      });
    };
    const recordOf = (valid: Body) =>
      fc
        .record(Object.fromEntries(Object.keys(valid).map((key) => [key, leaf])), { requiredKeys: [] })
        .map((body) => JSON.stringify(body));

    it.each(bodyRoutes)('$method $path never answers 5xx to random JSON', async (route) => {
      const valid = (route.body as (ids: Ids) => Body)(ids);
      const payloads = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        serialised,
        recordOf(valid),
        mutated(valid),
      );
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const answer = await send(route, { payload, headers: JSON_HEADERS });
          expectNoServerError(answer, `${routeName(route)} with ${payload.slice(0, 200)}`);
        }),
        { numRuns: 30 },
      );
    });

    it.each(paramRoutes)('$method $path never answers 5xx to random ids', async (route) => {
      const param = route.param as NonNullable<Route['param']>;
      const payload = (route.body as (ids: Ids) => Body)(ids);
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string({ unit: 'binary', minLength: 1 }), fc.uuid()), async (id) => {
          const answer = await send(route, { url: param.url(encodeURIComponent(id)), payload });
          expectNoServerError(answer, `${routeName(route)} with id ${JSON.stringify(id)}`);
        }),
        { numRuns: 25 },
      );
    });

    it('random authorization headers never get in, and never cause a 5xx', async () => {
      const header = fc.oneof(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
        fc
          .tuple(fc.base64String(), fc.base64String(), fc.base64String())
          .map((parts) => `Bearer ${parts.map((part) => part.replace(/[+/=]/g, '_') || 'e30').join('.')}`),
      );
      await fc.assert(
        fc.asyncProperty(header, fc.constantFrom(...protectedRoutes), async (authorization, route) => {
          const answer = await app.inject({
            method: route.method,
            url: route.url(ids),
            headers: { authorization },
            ...(route.body ? { payload: route.body(ids) } : {}),
          });
          expectClientError(answer, [401], `${routeName(route)} with ${JSON.stringify(authorization)}`);
        }),
        { numRuns: 60 },
      );
    });
  });
});

/** Paths to every value in a JSON document (objects' keys and arrays' indexes). */
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = prefix.length > 0 ? [prefix] : [];
  if (Array.isArray(value)) {
    // The first two days are enough to reach every kind of field of a calendar.
    value.slice(0, 2).forEach((item, index) => {
      paths.push(...leafPaths(item, [...prefix, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...leafPaths(item, [...prefix, key]));
  }
  return paths;
}

function setAt(root: Json, path: (string | number)[], value: Json, drop: boolean): void {
  let target = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (drop && !Array.isArray(target)) delete target[last];
  else target[last] = value;
}
