import { z } from 'zod';
import { NAME_MAX, TOKEN_MAX } from './limits.js';
import { PictureSchema } from './user.js';

const JwtSchema = z.string().min(10).max(8192);
const OptionalName = z.string().trim().max(NAME_MAX).optional();
const ProviderId = z.string().min(1).max(TOKEN_MAX).optional();

/** Google sign-in: the ID token (credential) proves who it is; googleId, if sent, must match it. */
export const GoogleAuthBodySchema = z.object({
  identityToken: JwtSchema,
  googleId: ProviderId,
  name: OptionalName,
  picture: PictureSchema.optional(),
});
export type GoogleAuthBody = z.infer<typeof GoogleAuthBodySchema>;

/** Facebook sign-in: the access token is checked against the Graph API. */
export const FacebookAuthBodySchema = z.object({
  accessToken: z.string().min(10).max(4096),
  facebookId: ProviderId,
  name: OptionalName,
  picture: PictureSchema.optional(),
});
export type FacebookAuthBody = z.infer<typeof FacebookAuthBodySchema>;

/** Apple sign-in: the identity token proves who it is; Apple sends the name only the first time. */
export const AppleAuthBodySchema = z.object({
  identityToken: JwtSchema,
  appleId: ProviderId,
  name: OptionalName,
  givenName: OptionalName,
  familyName: OptionalName,
});
export type AppleAuthBody = z.infer<typeof AppleAuthBodySchema>;
