import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

// How Stripe's API speaks over HTTP, for the fake Stripe (fake-stripe.ts).

/**
 * An answer: its status, its JSON body, whether it replays an earlier one (Idempotent-Replayed),
 * and whether a web page may read it (Stripe.js's calls come from the app's origin).
 */
export type Answer = { status: number; body: unknown; replayed?: boolean; cors?: boolean };

/** A Stripe-style id: the object's prefix and random hex. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export type Params = Record<string, unknown>;

/**
 * Stripe's form encoding (`a[b][0][c]=v`) as nested objects; lists stay objects keyed "0", "1"….
 * The SDK writes brackets unencoded, and the values percent-encoded.
 */
export function decodeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Params;
    });
  }
  return root;
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function send(response: ServerResponse, { status, body, replayed, cors }: Answer): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': newId('req'),
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    ...(cors ? { 'access-control-allow-origin': '*' } : {}),
  });
  response.end(text);
}
