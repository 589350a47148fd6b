/**
 * @bible-journey/contract — zod schemas and types of every HTTP request and response. The server
 * validates with them; the web app calls with them.
 */

export * from './admin.js';
export * from './auth.js';
export * from './bible.js';
export * from './calendar.js';
export * from './challenge.js';
export * from './challenge-cheers.js';
export * from './challenge-invitation.js';
export * from './challenge-invites.js';
export * from './challenge-pages.js';
export * from './challenge-participants.js';
export * from './challenge-plan.js';
export * from './challenge-questions.js';
export * from './challenge-ranking.js';
export * from './checkout.js';
export * from './common.js';
export * from './donations.js';
export * from './feedback.js';
export * from './health.js';
export * from './language.js';
export * from './limits.js';
export * from './notifications.js';
export * from './plan.js';
export * from './premium.js';
export * from './public-settings.js';
export * from './social.js';
export * from './store-purchases.js';
export * from './user.js';
