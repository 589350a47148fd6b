import {
  AuthenticateResponseSchema,
  BibleChapterSchema,
  BibleCopyrightResponseSchema,
  BibleDownloadSchema,
  BibleVersionsResponseSchema,
  ChangePasswordResponseSchema,
  CompleteDayResponseSchema,
  ConfirmEmailResponseSchema,
  DeleteAccountResponseSchema,
  ForgotPasswordResponseSchema,
  HealthResponseSchema,
  HealthUnavailableResponseSchema,
  LanguageResponseSchema,
  LogoutEverywhereResponseSchema,
  PictureResponseSchema,
  PlanConflictResponseSchema,
  PlanResponseSchema,
  PlansResponseSchema,
  RegisterResponseSchema,
  RegisterUpdateResponseSchema,
  ResendConfirmationResponseSchema,
  ResetPasswordResponseSchema,
  ResetTokenResponseSchema,
  SendNotificationResponseSchema,
  SessionSchema,
  TrackDelaysResponseSchema,
  UserResponseSchema,
} from '@bible-journey/contract';

/** A contract schema, as far as the fake needs it (zod's own types belong to the contract package). */
export interface Schema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string; errors?: unknown }[] } };
}

/** What the server answers on one route (apps/server/src/modules/{module}/routes.ts). */
export interface ApiRoute {
  /** Its 2xx body. */
  ok: Schema;
  /** Statuses answered without a body (GET /plan's 304 to a matching If-None-Match). */
  empty?: readonly number[];
  /** Error statuses with a body of their own; any other error answers ErrorResponseSchema. */
  errors?: Readonly<Record<number, Schema>>;
}

/**
 * Every API route the web app calls (paths after /api), with the contract schema of its answer,
 * as the server's routes declare it. GET /bible/:versionId is gzip on the wire: fetch hands the
 * page the decoded JSON, which is what a fake answers.
 */
export const apiRoutes: Readonly<Record<string, ApiRoute>> = {
  'GET /health': { ok: HealthResponseSchema, errors: { 503: HealthUnavailableResponseSchema } },

  'POST /auth/register': { ok: RegisterResponseSchema },
  'POST /auth/authenticate': { ok: AuthenticateResponseSchema },
  'POST /auth/forgot_password': { ok: ForgotPasswordResponseSchema },
  'POST /auth/reset_password': { ok: ResetPasswordResponseSchema },
  'GET /auth/reset-password/:token': { ok: ResetTokenResponseSchema },
  'POST /auth/resend-confirmation': { ok: ResendConfirmationResponseSchema },
  'POST /auth/confirm_email': { ok: ConfirmEmailResponseSchema },
  'POST /auth/logout-everywhere': { ok: LogoutEverywhereResponseSchema },
  'POST /auth/google': { ok: SessionSchema },
  'POST /auth/apple': { ok: SessionSchema },
  'POST /auth/facebook': { ok: SessionSchema },

  'GET /user': { ok: UserResponseSchema },
  'PUT /user': { ok: UserResponseSchema },
  'DELETE /user': { ok: DeleteAccountResponseSchema },
  'PUT /user/password': { ok: ChangePasswordResponseSchema },
  'GET /user/picture': { ok: PictureResponseSchema },
  'PUT /user/picture': { ok: PictureResponseSchema },
  'GET /language': { ok: LanguageResponseSchema },
  'POST /language': { ok: LanguageResponseSchema },

  'POST /service/send-notification': { ok: SendNotificationResponseSchema },

  'GET /bible/versions': { ok: BibleVersionsResponseSchema },
  'GET /bible/:versionId': { ok: BibleDownloadSchema, empty: [304] },
  'GET /bible/:versionId/copyright': { ok: BibleCopyrightResponseSchema },
  'GET /bible/:versionId/:book/:chapter': { ok: BibleChapterSchema },

  'POST /plan': { ok: PlanResponseSchema },
  'GET /plan': { ok: PlansResponseSchema, empty: [304] },
  'PUT /plan/:id': { ok: PlanResponseSchema, errors: { 409: PlanConflictResponseSchema } },
  'PUT /plan/register-update/:id': { ok: RegisterUpdateResponseSchema },
  'PUT /plan/track-delays/:planId': { ok: TrackDelaysResponseSchema },
  'PUT /day-reading/complete/:dayId': { ok: CompleteDayResponseSchema },
};
