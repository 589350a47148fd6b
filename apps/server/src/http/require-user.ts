import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentSessionVersion } from '../auth/session-version.js';
import type { TokenService } from '../auth/token-service.js';
import type { Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set by `app.requireUser`. */
    userId: string;
    /**
     * The session version the token carries, which `app.requireUser` found equal to the account's
     * current one; a route may repeat that check inside its own statement.
     */
    sessionVersion: number;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: 401 unless the request carries a valid, unexpired token of ours whose account
     * exists and still has the session version the token was issued under.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    tokens: TokenService;
  }
}

/**
 * Route config: `sessionCheckedInQuery: true` leaves the session-version check to the route's own
 * SQL, which must match the account's `session_version` against `request.sessionVersion` and answer
 * `accountGone()` when it finds nothing and the session is no longer current.
 */
export interface RouteSessionConfig {
  sessionCheckedInQuery?: boolean;
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

/** The answer for a valid token whose account no longer exists or whose session was ended. */
export const accountGone = () => new UnauthorizedError('Your session is no longer valid: sign in again.');

/**
 * Checks the bearer token on every protected route, then asks the database (one prepared
 * primary-key lookup) for the account's session version: a deleted account, or one whose
 * sessions were ended (password change or reset, log out everywhere, takeover by the address's
 * owner), answers 401 at once on every instance, since no instance keeps that in memory.
 * Services still answer `accountGone()` when the account vanishes in the middle of a request.
 */
export const requireUserPlugin = fp(async (app: FastifyInstance, { tokens, db }: { tokens: TokenService; db: Db }) => {
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionVersion', 0);
  app.decorate('tokens', tokens);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    const verified = await tokens.verifySession(token);
    if (!verified || !UUID.test(verified.userId)) throw accountGone();
    // The hottest route (a tick) checks the version inside its own statement, saving a round trip.
    const isCheckedInQuery = (request.routeOptions.config as RouteSessionConfig).sessionCheckedInQuery === true;
    if (!isCheckedInQuery && (await currentSessionVersion(db, verified.userId)) !== verified.sessionVersion) {
      throw accountGone();
    }
    request.userId = verified.userId;
    request.sessionVersion = verified.sessionVersion;
  });
});

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
}

/**
 * For routes open to everyone that note who is signed in: the user id of a valid token whose
 * session is still current, else null (no header, a malformed, forged or expired token, or an
 * ended session is simply anonymous).
 */
export async function optionalUserId(tokens: TokenService, db: Db, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  const verified = token ? await tokens.verifySession(token) : null;
  if (!verified || !UUID.test(verified.userId)) return null;
  return (await currentSessionVersion(db, verified.userId)) === verified.sessionVersion ? verified.userId : null;
}
