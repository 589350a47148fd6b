import type { SocialConfig } from '../../config.js';
import { createIdTokenVerifier } from './id-token-verifier.js';
import type { SocialIdentity } from './social-identity.js';

/** Google ID tokens (Sign in with Google's credential), checked against Google's signing keys. */
export function createGoogleVerifier(config: SocialConfig['google']) {
  const verify = createIdTokenVerifier({
    provider: 'Google',
    jwksUrl: config.jwksUrl,
    issuers: ['accounts.google.com', 'https://accounts.google.com'],
    audiences: config.clientIds,
  });
  return async (idToken: string): Promise<SocialIdentity> => {
    const claims = await verify(idToken);
    return {
      provider: 'google',
      providerId: claims.sub as string,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : undefined,
      picture: typeof claims.picture === 'string' ? claims.picture : undefined,
    };
  };
}
