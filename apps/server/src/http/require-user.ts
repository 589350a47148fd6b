import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from '../auth/token-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by `app.requireUser`. */
    userId: string;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid, unexpired token of ours. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    tokens: TokenService;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The scheme name is case-insensitive (RFC 9110).
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  constructor(message = 'Sign in first: send a valid Bearer token in the authorization header.') {
    super(message);
  }
}

/** The answer for a valid token whose account no longer exists. */
export const accountGone = () => new UnauthorizedError('Your session is no longer valid: sign in again.');

/**
 * Checks the bearer token on every protected route. Whether the account still exists is part of
 * each service's own query (a deleted account owns no rows), so its tokens stop working at once
 * on every instance without a second query on the hot path; services answer `accountGone()`.
 */
export const requireUserPlugin = fp(async (app: FastifyInstance, { tokens }: { tokens: TokenService }) => {
  app.decorateRequest('userId', '');
  app.decorate('tokens', tokens);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    const userId = await tokens.verify(token);
    if (!userId || !UUID.test(userId)) throw accountGone();
    request.userId = userId;
  });
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
}

/**
 * For routes open to everyone that note who is signed in: the user id of a valid token, else null
 * (no header, or a malformed, forged or expired token, is simply anonymous).
 */
export async function optionalUserId(tokens: TokenService, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  const userId = token ? await tokens.verify(token) : null;
  return userId && UUID.test(userId) ? userId : null;
}
