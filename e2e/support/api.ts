/** A signed-in account as POST /api/auth/register and /login answer it (and the app keeps it in localStorage). */
export interface Session {
  user: { id: string; name: string; email: string };
  token: string;
}

export interface CallOptions {
  method?: string;
  /** A person's session token, or the operators' ADMIN_TOKEN. */
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls to the API of the server at `base`, outside any browser, as a person or the operators:
 * for seeding what a test needs and checking what the server holds. Throws on any answer but 2xx.
 */
export function apiAt(base: string | (() => string)) {
  return async function call<T>(path: string, { method = 'GET', token, body, headers = {} }: CallOptions = {}) {
    const answer = await fetch(`${typeof base === 'string' ? base : base()}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** An address no other test uses, labelled for reading the server's logs. */
export const uniqueEmail = (label: string, project = 'any') =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
