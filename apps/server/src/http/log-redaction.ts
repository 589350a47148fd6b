import type { FastifyRequest } from 'fastify';

// Deep links of mailed tokens carry the token in the path; logs must never hold it.
const TOKEN_PATHS = /^\/(reset-password|email-confirmation)\/[^?]*/;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_PATHS, '/$1/[hidden]');
}

/** The request fields a log line keeps: no headers, no body, no tokens in the path. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
