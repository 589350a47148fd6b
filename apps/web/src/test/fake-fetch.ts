import { vi } from 'vitest';

export interface SeenCall {
  method: string;
  /** The path after /api, e.g. "/user". */
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body: unknown } | (() => Promise<never>);

/**
 * Stubs fetch with answers per "METHOD /path" (the path after /api) and records every call;
 * `fail` makes a call fail as when offline. Calls without an answer get a 404.
 */
export function stubApi() {
  const answers = new Map<string, Answer>();
  const seen: SeenCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^.*?\/api(?=\/)/, '');
    seen.push({
      method,
      path,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    });
    const answer = answers.get(`${method} ${path}`) ?? { status: 404, body: { message: 'no answer set' } };
    if (typeof answer === 'function') return answer();
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    seen,
    /** Calls of one method and path, e.g. calls('PUT', '/user'). */
    calls: (method: string, path: string) => seen.filter((call) => call.method === method && call.path === path),
    answer(route: string, body: unknown, status = 200) {
      answers.set(route, { status, body });
    },
    fail(route: string) {
      answers.set(route, () => Promise.reject(new TypeError('Failed to fetch')));
    },
    restore() {
      vi.unstubAllGlobals();
    },
  };
}
