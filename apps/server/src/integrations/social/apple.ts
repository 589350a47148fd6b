import type { SocialConfig } from '../../config.js';
import { createIdTokenVerifier } from './id-token-verifier.js';
import type { SocialIdentity } from './social-identity.js';

/** Apple identity tokens (Sign in with Apple), checked against Apple's signing keys. */
export function createAppleVerifier(config: SocialConfig['apple']) {
  const verify = createIdTokenVerifier({
    provider: 'Apple',
    jwksUrl: config.jwksUrl,
    issuers: ['https://appleid.apple.com'],
    audiences: config.clientIds,
  });
  return async (identityToken: string): Promise<SocialIdentity> => {
    const claims = await verify(identityToken);
    return {
      provider: 'apple',
      providerId: claims.sub as string,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      // Apple sends the name to the app only, once; the app passes it in the body.
      name: undefined,
      picture: undefined,
    };
  };
}
