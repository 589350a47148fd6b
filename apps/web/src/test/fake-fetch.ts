import { ErrorResponseSchema } from '@bible-journey/contract';
import { vi } from 'vitest';
import { type ApiRoute, apiRoutes, type Schema } from './api-routes.ts';

export interface SeenCall {
  method: string;
  /** The path after /api with its query, e.g. "/user" or "/auth/reset-password/t?email=a%40b.c". */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A call as a reply function sees it: with the values of the answered route's `:params`. */
export interface ApiCall extends SeenCall {
  params: Record<string, string>;
  query: URLSearchParams;
}

/** An answer a reply function gives; it is checked against the contract like `answer`'s. */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Respond = (call: ApiCall) => Reply | Promise<Reply>;

interface Answered {
  method: string;
  segments: string[];
  query: URLSearchParams;
  /** Literal segments and query keys: the most specific answer set for a call is used. */
  specificity: number;
  respond: Respond;
}

/** Thrown (at the test's line) when a fake answer doesn't keep to packages/contract. */
export class FakeAnswerError extends Error {}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function splitRoute(route: string) {
  const match = /^(GET|POST|PUT|DELETE) (\/[^?\s]*)(?:\?(.*))?$/.exec(route);
  if (!match) throw new FakeAnswerError(`"${route}" is not a route: write "METHOD /path", e.g. "GET /plan"`);
  const [, method = '', path = '', query = ''] = match;
  return { method, segments: path.split('/').slice(1), query: new URLSearchParams(query) };
}

const isParam = (segment: string) => segment.startsWith(':');

/** The contract's route for an answered one ("GET /bible/kjv/genesis/1" is GET /bible/:versionId/:book/:chapter). */
export function contractRoute(route: string): [string, ApiRoute] {
  const { method, segments } = splitRoute(route);
  let best: [string, ApiRoute] | undefined;
  let bestLiterals = -1;
  for (const [pattern, answer] of Object.entries(apiRoutes)) {
    const wanted = splitRoute(pattern);
    if (wanted.method !== method || wanted.segments.length !== segments.length) continue;
    const fits = wanted.segments.every(
      (segment, index) => isParam(segment) || (segment === segments[index] && !isParam(segment)),
    );
    const literals = wanted.segments.filter((segment) => !isParam(segment)).length;
    if (fits && literals > bestLiterals) {
      best = [pattern, answer];
      bestLiterals = literals;
    }
  }
  if (!best) throw new FakeAnswerError(`${route}: no such route in the API (test/api-routes.ts lists them)`);
  return best;
}

interface Issue {
  path: PropertyKey[];
  message: string;
  /** A union's branches, each with its own issues. */
  errors?: Issue[][];
}

/** Where a body misses the contract; for a union, the branch it came closest to. */
function describeIssues(issues: Issue[], prefix: PropertyKey[] = []): string {
  return issues
    .map((issue) => {
      const path = [...prefix, ...issue.path];
      const closest = issue.errors?.reduce((best, branch) => (branch.length < best.length ? branch : best));
      if (closest?.length) return describeIssues(closest, path);
      return `${path.map(String).join('.') || '(body)'}: ${issue.message}`;
    })
    .join('; ');
}

function check(route: string, schema: Schema, body: unknown, what: string): unknown {
  const result = schema.safeParse(body);
  if (result.success) return body;
  throw new FakeAnswerError(
    `The fake answer to ${route} (${what}) doesn't match the contract: ${describeIssues(result.error.issues as Issue[])}`,
  );
}

/**
 * A reply checked against the contract: a 2xx body with the route's schema, an error body with its
 * own schema or ErrorResponseSchema (statusCode and error are filled in from the status, as the
 * server's error handler does, so a test may give only the message), no body where the route
 * answers none (304).
 */
export function checkedReply(route: string, { status = 200, body, headers = {} }: Reply): Response {
  const [pattern, contract] = contractRoute(route);
  const named = `${route} (${pattern}) ${status}`;
  if (status === 204 || contract.empty?.includes(status)) {
    if (body !== undefined && body !== null) throw new FakeAnswerError(`${named} answers no body`);
    return new Response(null, { status, headers });
  }
  let checked: unknown;
  if (status >= 200 && status < 300) checked = check(route, contract.ok, body, String(status));
  else if (status >= 400) {
    const filled = { statusCode: status, error: STATUS_NAMES[status] ?? 'Error', ...(body as object) };
    if ((filled as { statusCode: unknown }).statusCode !== status) {
      throw new FakeAnswerError(`${named}: the body's statusCode says ${String(filled.statusCode)}`);
    }
    checked = check(route, contract.errors?.[status] ?? ErrorResponseSchema, filled, String(status));
  } else throw new FakeAnswerError(`${named}: the API doesn't answer this status`);
  return new Response(JSON.stringify(checked), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function matches(answered: Answered, method: string, segments: string[], query: URLSearchParams) {
  if (answered.method !== method || answered.segments.length !== segments.length) return false;
  const pathFits = answered.segments.every(
    (segment, index) => isParam(segment) || decodeURIComponent(segments[index] ?? '') === segment,
  );
  return pathFits && [...answered.query].every(([key, value]) => query.get(key) === value);
}

/**
 * Stubs fetch with answers per route, "METHOD /path" after /api: concrete ("GET /bible/kjv/genesis/1"),
 * with `:params` ("GET /bible/:versionId/:book/:chapter") or a query ("GET /auth/reset-password/t?email=a%40b.c",
 * which the call's query must contain). Every answer is checked against packages/contract, naming the
 * route when it doesn't match. Records every call; `fail` fails a call as when offline; calls without
 * an answer get a 404.
 */
export function stubApi() {
  const answers = new Map<string, Answered>();
  const seen: SeenCall[] = [];

  function set(route: string, respond: Respond) {
    contractRoute(route);
    const { method, segments, query } = splitRoute(route);
    const specificity = segments.filter((segment) => !isParam(segment)).length + [...query].length;
    answers.delete(route);
    answers.set(route, { method, segments, query, specificity, respond });
  }

  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init.method ?? 'GET';
    const path = url.replace(/^.*?\/api(?=\/)/, '');
    const [pathname = '', search = ''] = path.split('?');
    const call: SeenCall = {
      method,
      path,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    seen.push(call);
    const segments = pathname.split('/').slice(1);
    const query = new URLSearchParams(search);
    let chosen: Answered | undefined;
    for (const answered of answers.values()) {
      if (matches(answered, method, segments, query) && answered.specificity >= (chosen?.specificity ?? -1)) {
        chosen = answered;
      }
    }
    const route = `${method} ${pathname}`;
    if (!chosen) return checkedReply(route, { status: 404, body: { message: `no answer set for ${route}` } });
    const params = Object.fromEntries(
      chosen.segments.flatMap((segment, index) =>
        isParam(segment) ? [[segment.slice(1), decodeURIComponent(segments[index] ?? '')]] : [],
      ),
    );
    const reply = await chosen.respond({ ...call, params, query });
    try {
      return checkedReply(route, reply);
    } catch (error) {
      // Thrown inside fetch it would look like a network failure to the app: say it loudly too.
      console.error(error);
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetch);

  return {
    fetch,
    seen,
    /** Calls of one method and path, e.g. calls('PUT', '/user'). */
    calls: (method: string, path: string) => seen.filter((call) => call.method === method && call.path === path),
    /** Answers `route` with `body` (checked now against the contract) and `status`. */
    answer(route: string, body: unknown, status = 200, headers: Record<string, string> = {}) {
      const { method, segments } = splitRoute(route);
      checkedReply(`${method} /${segments.join('/')}`, { status, body, headers });
      set(route, () => ({ status, body, headers }));
    },
    /** Answers `route` by a function of the call (its params, headers, body); it may wait or throw. */
    reply(route: string, respond: Respond) {
      set(route, respond);
    },
    /** Fails calls of `route` as fetch does offline. */
    fail(route: string) {
      set(route, () => Promise.reject(new TypeError('Failed to fetch')));
    },
    restore() {
      vi.unstubAllGlobals();
    },
  };
}

export type FakeApi = ReturnType<typeof stubApi>;
