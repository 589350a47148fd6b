import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it.each([
    ['/reset-password/abc123/ruth%40example.com', '/reset-password/[hidden]'],
    ['/email-confirmation/tok_en-1?x=1', '/email-confirmation/[hidden]?x=1'],
    ['/plan', '/plan'],
    ['/api/plan/register-update/7d7c', '/api/plan/register-update/7d7c'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
