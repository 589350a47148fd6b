import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicyDirectives,
  contentSecurityPolicyFor,
  inlineScriptHashes,
} from './content-security-policy.js';

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script a browser runs, as it stands between the tags', () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
    // Spaces count: a different text is a different hash.
    expect(inlineScriptHashes("<script> alert('Hello, world.');</script>")).not.toEqual(
      inlineScriptHashes("<script>alert('Hello, world.');</script>"),
    );
    expect(inlineScriptHashes('<SCRIPT type="module">a()</SCRIPT>')).toHaveLength(1);
  });

  it('leaves out scripts with a src, data blocks and empty scripts', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script><script src=/a.js>ignored()</script>' +
      '<script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('contentSecurityPolicyFor', () => {
  it('is the base policy without a web app or without inline scripts', () => {
    expect(contentSecurityPolicyFor(null)).toEqual(contentSecurityPolicyDirectives);
    expect(contentSecurityPolicyFor('<script type="module" src="/a.js"></script>')).toEqual(
      contentSecurityPolicyDirectives,
    );
  });

  it('adds the hashes to script-src only, once each', () => {
    const policy = contentSecurityPolicyFor('<script>a()</script><script>a()</script>');
    expect(policy.scriptSrc).toEqual([
      ...(contentSecurityPolicyDirectives.scriptSrc ?? []),
      ...inlineScriptHashes('<script>a()</script>'),
    ]);
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'");
    expect({ ...policy, scriptSrc: undefined }).toEqual({ ...contentSecurityPolicyDirectives, scriptSrc: undefined });
  });

  it('lets the how-it-works video in from its origin only: frame-src and media-src, nothing else', () => {
    const policy = contentSecurityPolicyFor(null, 'https://www.youtube-nocookie.com/embed/abc?rel=0');
    expect(policy.frameSrc).toEqual([
      ...(contentSecurityPolicyDirectives.frameSrc ?? []),
      'https://www.youtube-nocookie.com',
    ]);
    expect(policy.mediaSrc).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect({ ...policy, frameSrc: undefined, mediaSrc: undefined }).toEqual({
      ...contentSecurityPolicyDirectives,
      frameSrc: undefined,
    });
    expect(contentSecurityPolicyDirectives.mediaSrc).toBeUndefined();
  });
});
