import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3333, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3333);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/bj',
      DATABASE_URL: 'postgres://u@h/db',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/bj',
      databaseUrl: 'postgres://u@h/db',
      logLevel: 'warn',
    });
  });

  it('reads the Bible sources: freeUse on by default, keyed providers off without their keys', () => {
    expect(loadConfig({}).bible).toMatchObject({
      freeUseUrl: 'https://bible.helloao.org',
      bibleBrain: { key: undefined },
      aBibliaDigital: { token: undefined },
      timeoutMs: 8_000,
      importDir: undefined,
    });
    const config = loadConfig({
      FREE_USE_BIBLE_URL: 'off',
      BIBLEBRAIN_KEY: 'k',
      BIBLEBRAIN_URL: 'http://127.0.0.1:9/api/',
      BIBLE_PROVIDER_TIMEOUT_MS: '500',
      BIBLE_DIR: '/tmp/texts',
    });
    expect(config.bible).toMatchObject({
      freeUseUrl: null,
      bibleBrain: { key: 'k', url: 'http://127.0.0.1:9/api' },
      timeoutMs: 500,
      importDir: '/tmp/texts',
    });
    expect(() => loadConfig({ FREE_USE_BIBLE_URL: 'nope' })).toThrow(/FREE_USE_BIBLE_URL/);
  });

  it('bounds every wait: database connect and statement, receiving a request, answering it', () => {
    expect(loadConfig({})).toMatchObject({
      databaseTimeouts: { connectMs: 5_000, statementMs: 10_000 },
      httpTimeouts: { requestMs: 30_000, handlerMs: 60_000 },
    });
    const config = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      REQUEST_TIMEOUT_MS: '10000',
      HANDLER_TIMEOUT_MS: '20000',
    });
    expect(config.databaseTimeouts).toEqual({ connectMs: 1_500, statementMs: 2_500 });
    expect(config.httpTimeouts).toEqual({ requestMs: 10_000, handlerMs: 20_000 });
    for (const name of [
      'DATABASE_CONNECT_TIMEOUT_MS',
      'DATABASE_STATEMENT_TIMEOUT_MS',
      'REQUEST_TIMEOUT_MS',
      'HANDLER_TIMEOUT_MS',
    ]) {
      // Zero would mean "no bound" to pg and Node: refused, like anything that isn't a sensible duration.
      for (const bad of ['0', '50', '1.5', 'soon', '99999999']) {
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
      }
    }
  });

  it('trusts a number of proxies or their addresses, never any X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would believe any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: must be false, the number/);
  });

  it('extends the push services with the operator’s hosts', () => {
    expect(loadConfig({}).pushServiceHosts).toEqual([]);
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.com, 127.0.0.1:8443,*.push.example.org' }).pushServiceHosts,
    ).toEqual(['push.example.com', '127.0.0.1:8443', '*.push.example.org']);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.com/' })).toThrow(
      /PUSH_SERVICE_HOSTS: must be hosts/,
    );
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});

describe('Stripe checkout settings', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    STRIPE_MONTHLY_PRICE_IDS: 'price_m_brl, price_m_usd',
    STRIPE_CHALLENGE_PRICE_IDS: 'price_c_brl,price_c_usd',
  };

  it('leave checkout off when unset', () => {
    expect(loadConfig({}).checkout).toBeNull();
  });

  it('are read together, with STRIPE_API_URL optional', () => {
    expect(loadConfig(stripe).checkout).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      monthlyPriceIds: ['price_m_brl', 'price_m_usd'],
      challengePriceIds: ['price_c_brl', 'price_c_usd'],
      donationProductId: undefined,
      apiUrl: undefined,
    });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).checkout?.apiUrl).toBe(
      'http://127.0.0.1:12111',
    );
  });

  it('take the donation product on its own: without it only one-time donations are made', () => {
    expect(loadConfig({ ...stripe, STRIPE_DONATION_PRODUCT_ID: 'prod_gift' }).checkout?.donationProductId).toBe(
      'prod_gift',
    );
    expect(() => loadConfig({ ...stripe, STRIPE_DONATION_PRODUCT_ID: 'price_1' })).toThrow(
      /STRIPE_DONATION_PRODUCT_ID: must be a Stripe product id/,
    );
  });

  it('must all be set, or none', () => {
    const { STRIPE_WEBHOOK_SECRET: _, ...withoutSecret } = stripe;
    expect(() => loadConfig(withoutSecret)).toThrow(ConfigError);
    expect(() => loadConfig(withoutSecret)).toThrow(/STRIPE_WEBHOOK_SECRET: checkout needs all of/);
  });

  it('name each malformed one', () => {
    const bad = {
      STRIPE_SECRET_KEY: 'pk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'secret',
      STRIPE_MONTHLY_PRICE_IDS: 'prod_1',
      STRIPE_CHALLENGE_PRICE_IDS: 'price_1,',
      STRIPE_API_URL: 'ftp://stripe.example',
    };
    const message = (() => {
      try {
        loadConfig(bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_MONTHLY_PRICE_IDS',
      'STRIPE_API_URL',
    ]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).not.toContain('STRIPE_CHALLENGE_PRICE_IDS');
  });
});
