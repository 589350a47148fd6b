import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { SocialAuthError } from './social-identity.js';

export interface IdTokenVerifierOptions {
  provider: string;
  jwksUrl: string;
  issuers: string[];
  audiences: string[];
}

/**
 * Verifies an OpenID Connect ID token against the provider's published signing keys (fetched and
 * cached by jose): signature, issuer, audience and expiry. Used for Google and Apple.
 */
export function createIdTokenVerifier({ provider, jwksUrl, issuers, audiences }: IdTokenVerifierOptions) {
  const remoteKeys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  // Keys that can't be fetched or read are the provider's outage (502), not a bad token (401).
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new SocialAuthError(`${provider}'s signing keys could not be fetched to verify the sign-in.`, 502);
    }
  };
  return async function verifyIdToken(token: string): Promise<JWTPayload> {
    if (audiences.length === 0) throw new SocialAuthError(`${provider} sign-in is not configured on this server.`, 503);
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: issuers,
        audience: audiences,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 30,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '')
        throw new SocialAuthError(`The ${provider} token names no user.`);
      return payload;
    } catch (error) {
      if (error instanceof SocialAuthError) throw error;
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
        throw new SocialAuthError(`The ${provider} token could not be verified.`);
      }
      if (error instanceof errors.JOSEError || error instanceof TypeError) {
        throw new SocialAuthError(`The ${provider} token was refused: ${(error as Error).message}`);
      }
      throw error;
    }
  };
}
