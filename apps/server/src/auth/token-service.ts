import { errors, jwtVerify, SignJWT } from 'jose';
import { createVerifiedTokenCache } from './verified-token-cache.js';

const ISSUER = 'bible-journey';
const AUDIENCE = 'bible-journey-app';
/** Sign-ins last half a year; deleting the account ends them at once (see require-user.ts). */
const LIFETIME = '180d';

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id a valid token carries, or null for a forged, expired or malformed token. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = createVerifiedTokenCache();
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        verified.set(token, payload.sub, payload.exp * 1000);
        return payload.sub;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
