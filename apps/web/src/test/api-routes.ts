import {
  AuthenticateResponseSchema,
  BibleChapterSchema,
  BibleCopyrightResponseSchema,
  BibleDownloadSchema,
  BibleVersionsResponseSchema,
  ChallengeCreateResponseSchema,
  ChallengeDeleteResponseSchema,
  ChallengeInviteAcceptResponseSchema,
  ChallengeInviteDeclineResponseSchema,
  ChallengeInvitesResponseSchema,
  ChallengeJoinResponseSchema,
  ChallengeNameResponseSchema,
  ChallengeNameUpdateResponseSchema,
  ChallengeParticipantsResponseSchema,
  ChallengePlanResponseSchema,
  ChallengePlanUpdateResponseSchema,
  ChallengeProgressResponseSchema,
  ChallengeRankingIdResponseSchema,
  ChallengeRankingResponseSchema,
  ChallengeReadingResponseSchema,
  ChallengeResponseSchema,
  ChallengesResponseSchema,
  ChangePasswordResponseSchema,
  CompleteDayResponseSchema,
  ConfirmEmailResponseSchema,
  DeleteAccountResponseSchema,
  EmailReminderResponseSchema,
  EncourageResponseSchema,
  ForgotPasswordResponseSchema,
  HealthResponseSchema,
  HealthUnavailableResponseSchema,
  InviteResendResponseSchema,
  LanguageResponseSchema,
  LogoutEverywhereResponseSchema,
  NotificationResponseSchema,
  OwnedChallengesDeleteResponseSchema,
  OwnerQuestionResponseSchema,
  OwnerQuestionsResponseSchema,
  ParticipantDeleteResponseSchema,
  ParticipantQuestionResponseSchema,
  ParticipantQuestionsResponseSchema,
  ParticipantsAddResponseSchema,
  PictureResponseSchema,
  PlanConflictResponseSchema,
  PlanResponseSchema,
  PlansResponseSchema,
  PremiumResponseSchema,
  QuestionAddResponseSchema,
  QuestionAnswerResponseSchema,
  QuestionDeleteResponseSchema,
  QuestionUpdateResponseSchema,
  RegisterResponseSchema,
  RegisterUpdateResponseSchema,
  ResendConfirmationResponseSchema,
  ResetPasswordResponseSchema,
  ResetTokenResponseSchema,
  SendNotificationResponseSchema,
  SessionSchema,
  TrackDelaysResponseSchema,
  UserResponseSchema,
  VapidPublicKeyResponseSchema,
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

  'GET /premium': { ok: PremiumResponseSchema },
  'GET /challenges': { ok: ChallengesResponseSchema },
  'POST /challenges/add': { ok: ChallengeCreateResponseSchema },
  'GET /challenges/invites': { ok: ChallengeInvitesResponseSchema },
  'GET /challenge': { ok: ChallengeResponseSchema },
  'GET /challenge/name': { ok: ChallengeNameResponseSchema },
  'PUT /challenge/invite/accept': { ok: ChallengeInviteAcceptResponseSchema },
  'PUT /challenge/invite/decline': { ok: ChallengeInviteDeclineResponseSchema },
  'PUT /challenge/join': { ok: ChallengeJoinResponseSchema },
  'DELETE /challenges/owned': { ok: OwnedChallengesDeleteResponseSchema },
  'PUT /challenge/name/update': { ok: ChallengeNameUpdateResponseSchema },
  'DELETE /challenge/delete': { ok: ChallengeDeleteResponseSchema },
  'GET /challenge/participants': { ok: ChallengeParticipantsResponseSchema },
  'POST /challenge/participants/add': { ok: ParticipantsAddResponseSchema },
  'DELETE /challenge/participant/delete/:id': { ok: ParticipantDeleteResponseSchema },
  'POST /challenge/invite/resend': { ok: InviteResendResponseSchema },
  'GET /challenge/ranking/user/id': { ok: ChallengeRankingIdResponseSchema },
  'GET /challenge/plan/ranking': { ok: ChallengeRankingResponseSchema },
  'GET /challenge/plan': { ok: ChallengePlanResponseSchema },
  'PUT /challenge/plan/reading/complete': { ok: ChallengeReadingResponseSchema },
  'PUT /challenge/plan/reading/undo': { ok: ChallengeReadingResponseSchema },
  'GET /challenge/progress': { ok: ChallengeProgressResponseSchema },
  'POST /challenge/participant/:id/encourage': { ok: EncourageResponseSchema },
  'PUT /challenge/plan/update': { ok: ChallengePlanUpdateResponseSchema },
  'GET /challenge/owner/questions': { ok: OwnerQuestionsResponseSchema },
  'GET /challenge/participant/questions': { ok: ParticipantQuestionsResponseSchema },
  'GET /challenge/owner/question/:id': { ok: OwnerQuestionResponseSchema },
  'GET /challenge/participant/question/:id': { ok: ParticipantQuestionResponseSchema },
  'POST /challenge/questions/add': { ok: QuestionAddResponseSchema },
  'PUT /challenge/questions/update': { ok: QuestionUpdateResponseSchema },
  'DELETE /challenge/questions/delete/:id': { ok: QuestionDeleteResponseSchema },
  'POST /challenge/question/answer': { ok: QuestionAnswerResponseSchema },

  'GET /notifications/vapid-public-key': { ok: VapidPublicKeyResponseSchema },
  'POST /notifications/save-subscription': { ok: NotificationResponseSchema },
  'POST /notifications/add-push': { ok: NotificationResponseSchema },
  'POST /notifications/remove-push': { ok: NotificationResponseSchema },
  'GET /notifications/email-reminder': { ok: EmailReminderResponseSchema },
  'PUT /notifications/email-reminder': { ok: EmailReminderResponseSchema },
};
