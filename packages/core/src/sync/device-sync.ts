/**
 * @bible-journey/core/device-sync — the device's side of read-mark sync on its own entry, so the web
 * app loads it on demand (only signed-in people sync) without the rest of core: one sync round
 * (`syncPlan`), the sign-in choice (`resolveChoice`), and the merge and fetch rules they use.
 */
export { mergeServerPlan } from './merge-server-plan.js';
export { decideSync } from './plan-sync.js';
export { localFromServer } from './server-plan.js';
export { resolveChoice, syncPlan } from './sync-plan.js';
