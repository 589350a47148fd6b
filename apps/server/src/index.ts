// The server package's public surface: what the benchmarks and the shared test support build on
// to run the server in their own process, seed it, or fake what it calls. `npm start` runs main.ts.
export { type AppConfig, buildApp } from './app.js';
export { createTokenService } from './auth/token-service.js';
export { type CheckoutConfig, loadConfig } from './config.js';
export { type Database, openDatabase } from './db/database.js';
export * as schema from './db/schema.js';
// The pieces of the app one at a time, for profiling a route alone (bench/api-profile.ts).
export { registerApiDocs } from './http/api-docs.js';
export { registerErrorHandler } from './http/error-handler.js';
export { requireUserPlugin } from './http/require-user.js';
export { STRIPE_API_VERSION } from './integrations/payments/stripe.js';
export { pushServiceList } from './integrations/push/push-services.js';
export { createWebPushSender } from './integrations/push/web-push-sender.js';
// The reminders' job in a process of its own (bench/reminder-delivery.bench.ts).
export { startReminderJob } from './jobs/reminders/reminder-job.js';
export { type BibleText, BibleTextSchema } from './modules/bible/bible-text.js';
export { saveVersion } from './modules/bible/local-store.js';
export { planRoutes } from './modules/plans/routes.js';
