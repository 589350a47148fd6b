import i18next from 'i18next';
import { isLanguage } from './language.ts';
import { session } from './session.ts';
import { endSessionHere } from './session-ended.ts';

/** The API's base address: same origin for the web app, configurable for the native build. */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/$/, '') ?? '';

/** The full address of an API path ("/bible/kjv"), for the few calls that need the raw response. */
export function apiUrl(path: string): string {
  return `${API_BASE}/api${path}`;
}

/**
 * The `language` header every call carries (spec 1 section 6): the interface language in capitals
 * (PT, EN, ID, PL), or `language` when a call names another. The server mails in it when the
 * account has no language of its own. Left out when neither is one of the app's languages.
 */
export function languageHeader(language: string | undefined = i18next.language): Record<string, string> {
  const code = language?.toLowerCase();
  return isLanguage(code) ? { language: code.toUpperCase() } : {};
}

/** An answer other than 2xx, with the server's JSON body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(
      typeof (body as { message?: unknown })?.message === 'string'
        ? (body as { message: string }).message
        : `HTTP ${status}`,
    );
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The language for the `language` header; the interface language when left out. */
  language?: string;
  signal?: AbortSignal;
  /** More request headers (e.g. If-None-Match). */
  headers?: Record<string, string>;
}

/** A whole answer: its status and headers too. */
export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Calls the API with the session's bearer token and JSON in and out. A 401 on a signed-in call
 * ends the device session (the account was deleted or the token expired).
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiExchange<T>(path, request)).body;
}

/**
 * The same call, answering status and headers; the statuses in `answered` (e.g. 304, 409) come
 * back as answers instead of errors.
 */
export async function apiExchange<T>(
  path: string,
  { method = 'GET', body, language, signal, headers: extra }: ApiRequest = {},
  answered: readonly number[] = [],
): Promise<ApiAnswer<T>> {
  const token = session.get()?.token;
  const headers: Record<string, string> = { accept: 'application/json', ...languageHeader(language), ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    // Conditional requests are the app's own (the plan's ETag): the HTTP cache stays out of them.
    ...(extra ? { cache: 'no-store' as const } : {}),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  const parsed = parseAnswer(text);
  if (!response.ok && !answered.includes(response.status)) {
    if (response.status === 401 && token) endSessionHere();
    throw new ApiError(response.status, parsed);
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** An answer's body: its JSON, the text itself when it isn't JSON, null when empty. */
export function parseAnswer(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
