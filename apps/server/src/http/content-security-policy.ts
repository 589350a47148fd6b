/**
 * The Content-Security-Policy of every answer, the web app's above all. The app's own code comes
 * from this origin only (index.html has no inline script); the social sign-in SDKs it loads on
 * demand (apps/web/src/components/account-forms/social) are allowed by origin:
 * - Google Identity Services: script https://accounts.google.com/gsi/client, which adds its
 *   stylesheet (/gsi/style), calls /gsi/ endpoints and shows its prompt in an /gsi/ iframe;
 * - Facebook JS SDK: script from connect.facebook.net, login dialog and status calls on www.facebook.com;
 * - Sign in with Apple JS: script from appleid.cdn-apple.com, sign-in on appleid.apple.com.
 *
 * style-src has 'unsafe-inline' because Google Identity Services inserts a <style> element at run
 * time; it would need a nonce on its script tag, and the built index.html is a static file served
 * without one. Inline styles cannot run code; scripts stay strict (no 'unsafe-inline', no eval).
 * React's style={} props set properties through the CSSOM, which CSP does not restrict. The
 * service worker and the web manifest come from this origin (worker-src, manifest-src).
 *
 * The API docs (/api/docs, Swagger UI) work under the same policy: their scripts and styles are
 * files from this origin and the spec is fetched from /api/docs/json.
 */
const GOOGLE = 'https://accounts.google.com';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK = 'https://www.facebook.com';
const APPLE_SDK = 'https://appleid.cdn-apple.com';
const APPLE = 'https://appleid.apple.com';

export const contentSecurityPolicyDirectives: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", GOOGLE, FACEBOOK_SDK, APPLE_SDK],
  styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
  // Profile pictures come from the social providers (any https host) or are data: URLs.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", GOOGLE, FACEBOOK, APPLE],
  frameSrc: [GOOGLE, FACEBOOK, APPLE],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
