import { errors, jwtVerify, SignJWT } from 'jose';
import { createVerifiedTokenCache } from './verified-token-cache.js';

const ISSUER = 'bible-journey';
const AUDIENCE = 'bible-journey-app';
/**
 * Sign-ins last half a year; moving the account's session version on (password change or reset,
 * log out everywhere) or deleting the account ends them at once (see http/require-user.ts).
 */
const LIFETIME = '180d';
/** The claim holding the account's session version the token was issued under. */
const SESSION_VERSION_CLAIM = 'sv';

/** What a valid token says: whose it is, and under which session version it was issued. */
export interface VerifiedToken {
  userId: string;
  sessionVersion: number;
}

export interface TokenService {
  sign(userId: string, sessionVersion?: number): Promise<string>;
  /** The user id a valid token carries, or null for a forged, expired or malformed token. */
  verify(token: string): Promise<string | null>;
  /**
   * The user id and session version a valid token carries, or null. Tokens issued before
   * versions existed carry none and count as version 0, so those sessions keep working.
   */
  verifySession(token: string): Promise<VerifiedToken | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = createVerifiedTokenCache();

  async function verifySession(token: string): Promise<VerifiedToken | null> {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      const version = payload[SESSION_VERSION_CLAIM] ?? 0;
      if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
      const session = { userId: payload.sub, sessionVersion: version };
      verified.set(token, session, payload.exp * 1000);
      return session;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    sign: (userId, sessionVersion = 0) =>
      new SignJWT({ [SESSION_VERSION_CLAIM]: sessionVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key),
    verifySession,
    verify: async (token) => (await verifySession(token))?.userId ?? null,
  };
}
