import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from '../auth/token-service.js';
import type { Db } from '../db/database.js';
import { userExists } from '../modules/users/repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by `app.requireUser`. */
    userId: string;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid token of an existing account. */
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

/**
 * Checks the bearer token on every protected route. The account is looked up each time, so a
 * deleted account's tokens stop working at once, on every instance.
 */
export const requireUserPlugin = fp(async (app: FastifyInstance, { db, tokens }: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('userId', '');
  app.decorate('tokens', tokens);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
    if (!match) throw new UnauthorizedError();
    const userId = await tokens.verify(match[1] as string);
    if (!userId || !UUID.test(userId) || !(await userExists(db, userId)))
      throw new UnauthorizedError('Your session is no longer valid: sign in again.');
    request.userId = userId;
  });
});
