/**
 * The Content-Security-Policy of every answer, the web app's above all. The app's own code comes
 * from this origin only, plus index.html's one inline script (the build's route preloading,
 * apps/web/build/route-preload.ts), allowed by its sha256 (scriptSourcesFor); the social sign-in SDKs it loads on
 * demand (apps/web/src/components/account-forms/social) are allowed by origin:
 * - Google Identity Services: script https://accounts.google.com/gsi/client, which adds its
 *   stylesheet (/gsi/style), calls /gsi/ endpoints and shows its prompt in an /gsi/ iframe;
 * - Facebook JS SDK: script from connect.facebook.net, login dialog and status calls on www.facebook.com;
 * - Sign in with Apple JS: script from appleid.cdn-apple.com, sign-in on appleid.apple.com;
 * - Stripe.js (the card checkout, issue 14): its script and card-form frames from js.stripe.com
 *   (and its subdomains), its API calls to api.stripe.com, a bank's 3-D Secure page in a
 *   hooks.stripe.com frame, as Stripe's own CSP guidance lists them.
 *
 * style-src has 'unsafe-inline' because Google Identity Services inserts a <style> element at run
 * time; it would need a nonce on its script tag, and the built index.html is a static file served
 * without one. Inline styles cannot run code; scripts stay strict (no 'unsafe-inline', no eval).
 * React's style={} props set properties through the CSSOM, which CSP does not restrict. The
 * service worker and the web manifest come from this origin (worker-src, manifest-src).
 *
 * The landing page's how-it-works video (HOW_IT_WORKS_VIDEO_URL, loaded only once played) comes
 * from its own origin: added to frame-src (a player's page) and media-src (a video file).
 *
 * The API docs (/api/docs, Swagger UI) work under the same policy: their scripts and styles are
 * files from this origin and the spec is fetched from /api/docs/json.
 */
import { createHash } from 'node:crypto';

const GOOGLE = 'https://accounts.google.com';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK = 'https://www.facebook.com';
const APPLE_SDK = 'https://appleid.cdn-apple.com';
const APPLE = 'https://appleid.apple.com';
const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';

export const contentSecurityPolicyDirectives: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", GOOGLE, FACEBOOK_SDK, APPLE_SDK, ...STRIPE_JS],
  styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
  // Profile pictures come from the social providers (any https host) or are data: URLs.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", GOOGLE, FACEBOOK, APPLE, STRIPE_API],
  frameSrc: [GOOGLE, FACEBOOK, APPLE, ...STRIPE_JS, STRIPE_HOOKS],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Script types a browser runs; a <script type="application/json"> is data. */
const RUNNABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP hash sources ('sha256-…') of the inline scripts of `html`: those without src, of a type
 * a browser runs. The text between the tags is hashed as it is, as browsers do.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUNNABLE_SCRIPT_TYPES.has(type) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The policy for a server whose web app's index.html is `indexHtml` (null: no web app), showing the
 * how-it-works video at `videoUrl` (null: none).
 */
export function contentSecurityPolicyFor(
  indexHtml: string | null,
  videoUrl: string | null = null,
): Record<string, string[]> {
  const hashes = indexHtml === null ? [] : inlineScriptHashes(indexHtml);
  const directives = { ...contentSecurityPolicyDirectives };
  if (hashes.length > 0) directives.scriptSrc = [...(directives.scriptSrc ?? []), ...new Set(hashes)];
  if (videoUrl !== null) {
    const { origin } = new URL(videoUrl);
    directives.frameSrc = [...(directives.frameSrc ?? []), origin];
    directives.mediaSrc = ["'self'", origin];
  }
  return directives;
}
