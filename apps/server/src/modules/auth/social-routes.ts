import {
  AppleAuthBodySchema,
  FacebookAuthBodySchema,
  GoogleAuthBodySchema,
  SessionSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TokenService } from '../../auth/token-service.js';
import type { SocialConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createAppleVerifier } from '../../integrations/social/apple.js';
import { createFacebookVerifier } from '../../integrations/social/facebook.js';
import { createGoogleVerifier } from '../../integrations/social/google.js';
import { signInWithIdentity } from './social-service.js';

export interface SocialAuthRoutesOptions {
  deps: { db: Db; tokens: TokenService };
  social: SocialConfig;
  rateLimit: number;
}

/** POST /api/auth/google, /facebook, /apple: sign in or up with a token the server verifies. */
export const socialAuthRoutes: FastifyPluginAsyncZod<SocialAuthRoutesOptions> = async (
  app,
  { deps, social, rateLimit },
) => {
  const config = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  const verifyGoogle = createGoogleVerifier(social.google);
  const verifyApple = createAppleVerifier(social.apple);
  const verifyFacebook = createFacebookVerifier(social.facebook);

  app.post(
    '/auth/google',
    {
      config,
      schema: {
        summary: 'Sign in with a Google ID token',
        body: GoogleAuthBodySchema,
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const { identityToken, googleId, name, picture } = request.body;
      return signInWithIdentity(deps, await verifyGoogle(identityToken), { claimedId: googleId, name, picture });
    },
  );

  app.post(
    '/auth/apple',
    {
      config,
      schema: {
        summary: 'Sign in with an Apple identity token',
        body: AppleAuthBodySchema,
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const { identityToken, appleId, name, givenName, familyName } = request.body;
      const fullName = name ?? ([givenName, familyName].filter(Boolean).join(' ') || undefined);
      return signInWithIdentity(deps, await verifyApple(identityToken), {
        claimedId: appleId,
        name: fullName,
        picture: undefined,
      });
    },
  );

  app.post(
    '/auth/facebook',
    {
      config,
      schema: {
        summary: 'Sign in with a Facebook access token',
        body: FacebookAuthBodySchema,
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const { accessToken, facebookId, name, picture } = request.body;
      return signInWithIdentity(deps, await verifyFacebook(accessToken), { claimedId: facebookId, name, picture });
    },
  );
};
