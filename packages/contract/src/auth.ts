import { z } from 'zod';
import { LanguageSchema } from './language.js';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, TOKEN_MAX } from './limits.js';

export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .regex(EMAIL_PATTERN, 'must be a valid e-mail address')
  .transform((email) => email.toLowerCase());

export const NameSchema = z.string().trim().min(NAME_MIN, `must have at least ${NAME_MIN} characters`).max(NAME_MAX);

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `must have at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX);

const TokenSchema = z.string().min(1).max(TOKEN_MAX);

/** An address typed to find an account (sign-in, recovery): only trimmed and lower-cased. */
const LookupEmailSchema = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX)
  .transform((email) => email.toLowerCase());

/** The signed-in person as the app shows them. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  language: LanguageSchema.nullable(),
  hasConfirmedAccount: z.boolean(),
  /**
   * Whether the account signs in with a password (and so can change it). The server always says;
   * a user stored on a device before this field existed lacks it until refreshed.
   */
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = z.object({ user: UserSchema, token: z.string() });
export type Session = z.infer<typeof SessionSchema>;

const flag = z.literal(true);
/** The account exists but was made with a social provider: sign in with it instead. */
const SocialAccountFlags = z.union([
  z.object({ usingGoogle: flag }),
  z.object({ usingFacebook: flag }),
  z.object({ usingApple: flag }),
]);

export const RegisterBodySchema = z.object({ name: NameSchema, email: EmailSchema, password: NewPasswordSchema });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export const RegisterResponseSchema = z.union([SessionSchema, z.object({ taken: flag }), SocialAccountFlags]);
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const AuthenticateBodySchema = z.object({
  email: LookupEmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type AuthenticateBody = z.infer<typeof AuthenticateBodySchema>;
export const AuthenticateResponseSchema = z.union([
  SessionSchema,
  z.object({ notFound: flag }),
  z.object({ wrongPassword: flag }),
  z.object({ shouldFinishRegister: flag }),
  SocialAccountFlags,
]);
export type AuthenticateResponse = z.infer<typeof AuthenticateResponseSchema>;

export const ForgotPasswordBodySchema = z.object({ email: LookupEmailSchema });
export const ForgotPasswordResponseSchema = z.union([
  z.object({ success: flag }),
  z.object({ notFound: flag }),
  SocialAccountFlags,
]);
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

export const ResetPasswordBodySchema = z.object({
  token: TokenSchema,
  email: LookupEmailSchema,
  password: NewPasswordSchema,
});
export const ResetPasswordResponseSchema = z.union([
  z.object({ success: flag }),
  z.object({ notFound: flag }),
  z.object({ invalidToken: flag }),
  z.object({ tokenExpired: flag }),
  SocialAccountFlags,
]);
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;

/**
 * GET /api/auth/reset-password/{token}?email=: whether a mailed reset link still works, asked
 * before the form shows; the token is not used up. `unknown` also answers for a token of another
 * address and for an address without an account, so the answer tells nothing about accounts.
 */
export const ResetTokenParamsSchema = z.object({ token: TokenSchema });
export const ResetTokenQuerySchema = z.object({ email: LookupEmailSchema });
export const ResetTokenStatusSchema = z.enum(['valid', 'used', 'expired', 'unknown']);
export type ResetTokenStatus = z.infer<typeof ResetTokenStatusSchema>;
export const ResetTokenResponseSchema = z.object({ status: ResetTokenStatusSchema });
export type ResetTokenResponse = z.infer<typeof ResetTokenResponseSchema>;

/**
 * POST /api/auth/resend-confirmation: mails a new confirmation link to an account that has a
 * password and has not confirmed its address. The answer is the same whether or not such an
 * account exists.
 */
export const ResendConfirmationBodySchema = z.object({ email: LookupEmailSchema });
export type ResendConfirmationBody = z.infer<typeof ResendConfirmationBodySchema>;
export const ResendConfirmationResponseSchema = z.object({ success: flag });
export type ResendConfirmationResponse = z.infer<typeof ResendConfirmationResponseSchema>;

export const ConfirmEmailBodySchema = z.object({ token: TokenSchema });
export const ConfirmEmailResponseSchema = z.union([
  z.object({ success: flag, user: UserSchema }),
  z.object({ invalidToken: flag }),
  z.object({ tokenExpired: flag }),
]);
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

/** PUT /api/user/password: the password in use, and the new one under the register rule. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  password: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
/**
 * A fresh session for the device that changed it (every other session has ended); or the current
 * password was wrong; or the account has no password and signs in with a provider.
 */
export const ChangePasswordResponseSchema = z.union([
  SessionSchema,
  z.object({ wrongPassword: flag }),
  SocialAccountFlags,
]);
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/** POST /api/auth/logout-everywhere: every session of the account has ended, this one too. */
export const LogoutEverywhereResponseSchema = z.object({ loggedOut: flag });
export type LogoutEverywhereResponse = z.infer<typeof LogoutEverywhereResponseSchema>;
