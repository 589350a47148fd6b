/**
 * @bible-journey/contract — zod schemas and types of every HTTP request and response. The server
 * validates with them; the web app calls with them.
 */
export * from './calendar.js';
export * from './common.js';
export * from './health.js';
