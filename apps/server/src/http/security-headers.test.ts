import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteOnly } from '../test/databases.js';
import { useServerSuite } from '../test/suite.js';

/** The policy, directive by directive: the app's own origin, plus the social sign-in SDKs and Stripe.js it loads. */
const EXPECTED_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    'https://accounts.google.com',
    'https://connect.facebook.net',
    'https://appleid.cdn-apple.com',
    'https://js.stripe.com',
    'https://*.js.stripe.com',
  ],
  'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': [
    "'self'",
    'https://accounts.google.com',
    'https://www.facebook.com',
    'https://appleid.apple.com',
    'https://api.stripe.com',
  ],
  'frame-src': [
    'https://accounts.google.com',
    'https://www.facebook.com',
    'https://appleid.apple.com',
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function parsePolicy(header: unknown): Record<string, string[]> {
  expect(typeof header, 'content-security-policy header').toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives[name], `${name} appears once`).toBeUndefined();
    directives[name] = sources;
  }
  return directives;
}

describe.each(pgliteOnly)('Content-Security-Policy (on $name)', (kind) => {
  const { app } = useServerSuite(kind, { config: () => ({ webDistDir: webDist() }) });

  function webDist() {
    const dist = mkdtempSync(join(tmpdir(), 'bj-web-csp-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Bible Journey</title><script type="module" src="/assets/app-abc123.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    return dist;
  }

  it('is strict on the web app: /, deep links and its assets', async () => {
    for (const url of ['/', '/plan', '/assets/app-abc123.js']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(parsePolicy(answer.headers['content-security-policy']), url).toEqual(EXPECTED_POLICY);
    }
  });

  it('never allows inline or evaluated scripts, plugins, or being framed', async () => {
    const policy = parsePolicy((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const scripts = policy['script-src'] ?? [];
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", 'data:', 'https:', '*']) {
      expect(scripts, unsafe).not.toContain(unsafe);
    }
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Nothing plain-http anywhere.
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.startsWith('http:')),
    ).toEqual([]);
  });

  it('is on API answers too, ok or error', async () => {
    for (const url of ['/api/health', '/api/plan', '/api/nothing-here']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(parsePolicy(answer.headers['content-security-policy']), url).toEqual(EXPECTED_POLICY);
    }
  });

  it('lets the API docs page work: it loads only same-origin scripts and styles, no inline script', async () => {
    let answer = await app.inject({ method: 'GET', url: '/api/docs' });
    if (answer.statusCode >= 300 && answer.statusCode < 400) {
      answer = await app.inject({
        method: 'GET',
        url: new URL(String(answer.headers.location), 'http://x/api/docs/').pathname,
      });
    }
    expect(answer.statusCode).toBe(200);
    expect(parsePolicy(answer.headers['content-security-policy'])).toEqual(EXPECTED_POLICY);
    const scripts = [...answer.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes, 'every script has a src').toMatch(/\ssrc="(?!https?:|\/\/)[^"]+"/);
      expect(content?.trim(), 'and no inline code').toBe('');
    }
    expect(answer.body).not.toMatch(/<style|\son\w+=/i);
    // The files it loads are served from here.
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js', 'swagger-ui.css']) {
      const asset = await app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
  });

  it('matches the web app source: index.html carries no inline script or event handler', () => {
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    for (const [, attributes, content] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(content?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son\w+=/i);
  });

  it('lets sign-in popups answer the app (Cross-Origin-Opener-Policy)', async () => {
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe.each(pgliteOnly)(
  'Content-Security-Policy of a web build with an inline script (route preloading, on $name)',
  (kind) => {
    // The CSP specification's own example: <script>alert('Hello, world.');</script>.
    const INLINE = "alert('Hello, world.');";
    const INLINE_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
    const { app } = useServerSuite(kind, { config: () => ({ webDistDir: webDist() }) });

    function webDist() {
      const dist = mkdtempSync(join(tmpdir(), 'bj-web-csp-inline-'));
      writeFileSync(
        join(dist, 'index.html'),
        `<!doctype html><title>Bible Journey</title><script>${INLINE}</script>` +
          '<script type="application/json">{"data":1}</script><script type="module" src="/assets/app.js"></script>',
      );
      return dist;
    }

    it("allows exactly index.html's inline script, by its sha256, and nothing else inline", async () => {
      for (const url of ['/', '/new', '/api/health']) {
        const policy = parsePolicy((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
        expect(policy, url).toEqual({
          ...EXPECTED_POLICY,
          'script-src': [...(EXPECTED_POLICY['script-src'] ?? []), INLINE_HASH],
        });
      }
    });
  },
);
