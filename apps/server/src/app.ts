import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadServerSecret } from './auth/server-secrets.js';
import { createTokenService } from './auth/token-service.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { registerApiDocs } from './http/api-docs.js';
import { clientAddress } from './http/client-address.js';
import { contentSecurityPolicyFor } from './http/content-security-policy.js';
import { acceptEmptyJsonBodies } from './http/empty-json-body.js';
import { registerErrorHandler } from './http/error-handler.js';
import { memoryCounters, redisCounters } from './http/expiring-counters.js';
import { handleFrameworkError } from './http/framework-errors.js';
import { serializeRequest } from './http/log-redaction.js';
import { rateLimitStore } from './http/rate-limit-store.js';
import { refuseNulCharacters } from './http/refuse-nul.js';
import { requireUserPlugin } from './http/require-user.js';
import { readWebAppIndex, registerWebApp } from './http/web-app.js';
import { createBibleProviders } from './integrations/bible/providers.js';
import { createMailer, type Mailer } from './integrations/mail/mailer.js';
import { createAppStore } from './integrations/payments/app-store.js';
import { createGooglePlay } from './integrations/payments/google-play.js';
import { createStripeCheckout } from './integrations/payments/stripe.js';
import { pushServiceList } from './integrations/push/push-services.js';
import { startJobs } from './jobs/index.js';
import { mailAllowance } from './modules/auth/mail-allowance.js';
import { passwordThrottle } from './modules/auth/password-throttle.js';
import { authRoutes } from './modules/auth/routes.js';
import { socialAuthRoutes } from './modules/auth/social-routes.js';
import { createFreeUseCatalog } from './modules/bible/free-use-catalog.js';
import { bibleRoutes } from './modules/bible/routes.js';
import { createBibleService } from './modules/bible/service.js';
import { challengeCreationRoutes } from './modules/challenges/creation/routes.js';
import { challengeEncouragementRoutes } from './modules/challenges/encouragements/routes.js';
import { challengeLifecycleRoutes } from './modules/challenges/lifecycle/routes.js';
import { invitationAllowance } from './modules/challenges/members/invitation-bounds.js';
import { challengeInvitationRoutes } from './modules/challenges/members/invitation-routes.js';
import { invitationStopRoutes } from './modules/challenges/members/invitation-stop-routes.js';
import { invitationStopLinks } from './modules/challenges/members/invitation-stops.js';
import { joinCodeThrottle } from './modules/challenges/members/join-code-throttle.js';
import { challengeInviteRoutes, challengeParticipantRoutes } from './modules/challenges/members/routes.js';
import { challengePlanRoutes } from './modules/challenges/plan/routes.js';
import { challengeProgressRoutes } from './modules/challenges/progress/routes.js';
import { challengeQuestionRoutes } from './modules/challenges/questions/routes.js';
import { challengeRankingRoutes } from './modules/challenges/ranking/routes.js';
import { weeklySummaryRoutes } from './modules/challenges/summary/routes.js';
import { weeklySummaryStopLinks } from './modules/challenges/summary/stop-links.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { cancelSubscriptionsOf } from './modules/checkout/service.js';
import { checkoutWebhookRoutes } from './modules/checkout/webhook-routes.js';
import { donationRoutes } from './modules/donations/routes.js';
import { cancelDonationsOf } from './modules/donations/service.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { lazyVapidKeys } from './modules/notifications/vapid-keys.js';
import { planRoutes } from './modules/plans/routes.js';
import { adminPremiumRoutes, premiumRoutes } from './modules/premium/routes.js';
import { publicSettingsRoutes } from './modules/public-settings/routes.js';
import { storePurchaseRoutes } from './modules/store-purchases/routes.js';
import { userRoutes } from './modules/users/routes.js';

export type AppConfig = Pick<
  ServerConfig,
  | 'appUrl'
  | 'jwtSecret'
  | 'vapid'
  | 'corsOrigins'
  | 'pushServiceHosts'
  | 'trustProxy'
  | 'smtpUrl'
  | 'mailFrom'
  | 'feedbackMailTo'
  | 'social'
  | 'authRateLimit'
  | 'newDevicesPerAddressPerDay'
  | 'runJobs'
  | 'invitations'
  | 'redisUrl'
  | 'bible'
  | 'logLevel'
  | 'httpTimeouts'
  | 'adminToken'
  | 'publicSettings'
  | 'checkout'
  | 'stores'
> & {
  /** Built web app to serve at /; null serves the API only. */
  webDistDir: string | null;
};

export interface AppOptions {
  database: Database;
  config: AppConfig;
  /** Replaces the configured mailer (tests may capture mail this way). */
  mailer?: Mailer;
  /** Where log lines go (default stdout); tests capture them to check nothing secret is logged. */
  logStream?: { write(line: string): void };
  /** The certificate authority of a local push service the reminders reach (tests, benchmarks). */
  pushCa?: string;
}

/** Builds the HTTP app: infrastructure first, then each feature module under /api. */
export async function buildApp({
  database,
  config,
  mailer: givenMailer,
  logStream,
  pushCa,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1_048_576,
    // A client that sends too slowly is cut off (408), and a request the app can't answer in time
    // (a stuck dependency) gets a 503 instead of hanging. Node checks the first bound on an
    // interval (30 s by default), so it is checked often enough to hold; and while headersTimeout
    // (60 s by default) is the longer one, Node swaps the two and a stalled body waits 60 s.
    requestTimeout: config.httpTimeouts.requestMs,
    handlerTimeout: config.httpTimeouts.handlerMs,
    http: {
      headersTimeout: config.httpTimeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.httpTimeouts.requestMs / 4)),
    },
    // A number of proxies: the hops Fastify may believe, counted from the connection inward.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNulCharacters(app);
  acceptEmptyJsonBodies(app);

  const { db } = database;
  const mailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, db, app.log);
  app.addHook('onClose', async () => mailer.close());
  const tokens = createTokenService(await loadServerSecret(db, 'jwt_secret', config.jwtSecret));

  await app.register(helmet, {
    // index.html's inline script (the build's route preloading) is allowed by its hash, read once
    // at start: a new web build is served by a restarted server.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyFor(
        readWebAppIndex(config.webDistDir),
        config.publicSettings.howItWorksVideoUrl,
      ),
    },
    crossOriginEmbedderPolicy: false,
    // The Facebook and Apple sign-in dialogs are popups that answer the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'language', 'idempotency-key', 'subscription_id'],
    maxAge: 600,
  });
  const rateLimitSettings = await rateLimitStore(app, config.redisUrl);
  await app.register(rateLimit, { global: false, keyGenerator: clientAddress, ...rateLimitSettings });
  const counters = rateLimitSettings.redis ? redisCounters(rateLimitSettings.redis) : memoryCounters();
  await app.register(requireUserPlugin, { tokens, db });
  await registerApiDocs(app);

  const authDeps = { db, tokens, mailer, appUrl: config.appUrl, mailAllowance: mailAllowance(counters) };
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(publicSettingsRoutes, { prefix: '/api', settings: config.publicSettings });
  await app.register(authRoutes, {
    prefix: '/api',
    deps: authDeps,
    rateLimit: config.authRateLimit,
    passwords: passwordThrottle(counters),
  });
  await app.register(socialAuthRoutes, {
    prefix: '/api',
    deps: { db, tokens },
    social: config.social,
    rateLimit: config.authRateLimit,
  });
  const checkout = createStripeCheckout(config.checkout);
  await app.register(userRoutes, {
    prefix: '/api',
    db,
    mailer,
    // Nobody is billed for a deleted account: its subscriptions and monthly donations are canceled first.
    ...(checkout && {
      endPayments: async (userId, log) => {
        await cancelSubscriptionsOf({ db, stripe: checkout.stripe, log }, userId);
        await cancelDonationsOf({ db, stripe: checkout.stripe, log }, userId);
      },
    }),
  });
  await app.register(feedbackRoutes, {
    prefix: '/api',
    deps: { db, mailer, mailTo: config.feedbackMailTo },
    rateLimit: config.authRateLimit,
  });
  await app.register(planRoutes, { prefix: '/api', db });
  await app.register(challengeRankingRoutes, { prefix: '/api', db });
  await app.register(challengePlanRoutes, { prefix: '/api', db });
  await app.register(challengeProgressRoutes, { prefix: '/api', db, mailer, appUrl: config.appUrl });
  await app.register(challengeEncouragementRoutes, {
    prefix: '/api',
    db,
    mailer,
    appUrl: config.appUrl,
    rateLimit: config.authRateLimit,
  });
  const summaryStopLinks = weeklySummaryStopLinks(
    await loadServerSecret(db, 'weekly_summary_stop_secret', undefined),
    config.appUrl,
  );
  await app.register(weeklySummaryRoutes, {
    prefix: '/api',
    db,
    stopLinks: summaryStopLinks,
    rateLimit: config.authRateLimit,
  });
  const googlePlay = createGooglePlay(config.stores.googlePlay);
  await app.register(premiumRoutes, { prefix: '/api', db, googlePlay });
  const vapidKeys = lazyVapidKeys(db, config.vapid.keys);
  await app.register(notificationRoutes, {
    prefix: '/api',
    db,
    vapidPublicKey: async () => (await vapidKeys()).publicKey,
    pushServices: pushServiceList(config.pushServiceHosts),
    rateLimit: config.authRateLimit,
    newDevicesPerAddressPerDay: config.newDevicesPerAddressPerDay,
  });
  await app.register(adminPremiumRoutes, { prefix: '/api', db, config });
  if (config.runJobs) {
    await startJobs(app, {
      db,
      mailer,
      vapidKeys,
      appUrl: config.appUrl,
      mailFrom: config.mailFrom,
      vapidSubject: config.vapid.subject,
      pushServiceHosts: config.pushServiceHosts,
      pushCa,
      weeklySummaryStopLinks: summaryStopLinks,
    });
  }
  await app.register(checkoutRoutes, { prefix: '/api', db, checkout, rateLimit: config.authRateLimit });
  await app.register(checkoutWebhookRoutes, { prefix: '/api', db, checkout });
  await app.register(donationRoutes, { prefix: '/api', db, checkout, rateLimit: config.authRateLimit });
  await app.register(storePurchaseRoutes, {
    prefix: '/api',
    db,
    googlePlay,
    appStore: createAppStore(config.stores.appStore),
    rateLimit: config.authRateLimit,
  });
  const invitations = {
    allowance: invitationAllowance(counters, config.invitations.mailsPerLeaderPerDay),
    peoplePerChallenge: config.invitations.peoplePerChallenge,
    stopLinks: invitationStopLinks(await loadServerSecret(db, 'invitation_stop_secret', undefined), config.appUrl),
  };
  await app.register(invitationStopRoutes, {
    prefix: '/api',
    db,
    stopLinks: invitations.stopLinks,
    rateLimit: config.authRateLimit,
  });
  await app.register(challengeCreationRoutes, {
    prefix: '/api',
    db,
    mailer,
    appUrl: config.appUrl,
    googlePlay,
    invitations,
  });
  await app.register(challengeInviteRoutes, {
    prefix: '/api',
    db,
    peoplePerChallenge: config.invitations.peoplePerChallenge,
  });
  await app.register(challengeInvitationRoutes, {
    prefix: '/api',
    db,
    joinCodes: joinCodeThrottle(counters),
    rateLimit: config.authRateLimit,
  });
  await app.register(challengeParticipantRoutes, { prefix: '/api', db, mailer, appUrl: config.appUrl, invitations });
  await app.register(challengeLifecycleRoutes, { prefix: '/api', db });
  await app.register(challengeQuestionRoutes, { prefix: '/api', db });
  const bibleProviders = createBibleProviders(config.bible);
  const freeUseCatalog = createFreeUseCatalog(bibleProviders.freeUse, app.log);
  // Fetched in the background at start, so the first reader doesn't wait for the translation list.
  app.addHook('onReady', async () => {
    void freeUseCatalog.translations();
  });
  const bible = createBibleService({ db, providers: bibleProviders, freeUseCatalog, log: app.log });
  await app.register(bibleRoutes, { prefix: '/api', bible });

  await registerWebApp(app, config.webDistDir ?? '');
  return app;
}
