import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serverOptions } from './app';
import { ConfigError, loadConfig } from './config';

// The settings of issue 13 §6–7 (TRUST_PROXY, RATE_LIMIT_*, API_CONCURRENCY); the rest of loadConfig is in config.test.ts.
describe('proxy and rate-limit settings', () => {
  it('trusts no proxy and limits generously by default', () => {
    const config = loadConfig({});
    assert.equal(config.trustProxy, undefined);
    assert.equal(serverOptions(config).trustProxy, undefined);
    assert.deepEqual(config.rateLimit, {
      enabled: true,
      windowSeconds: 60,
      max: 1200,
      searchMax: 600,
      concurrentPerClient: 24,
      concurrency: 0,
    });
    // The existing /api/auth budgets keep their names and defaults.
    assert.deepEqual(config.auth.rateLimit, { max: 300, loginMax: 60, emailMax: 30, windowSeconds: 60 });
  });

  it('reads TRUST_PROXY as a list of addresses, ranges and named ranges and hands it to Fastify', () => {
    const config = loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback, fd00::/8' });
    assert.deepEqual(config.trustProxy, ['10.0.0.1', '192.168.0.0/16', 'loopback', 'fd00::/8']);
    assert.deepEqual(serverOptions(config).trustProxy, config.trustProxy);
  });

  it('refuses a TRUST_PROXY that is not an address list (true, *, a host name or a bad prefix)', () => {
    for (const value of ['true', '*', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: value }), ConfigError, value);
    }
  });

  it('reads the rate-limit settings', () => {
    const config = loadConfig({
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_WINDOW_SECONDS: '10',
      RATE_LIMIT_MAX: '50',
      RATE_LIMIT_SEARCH_MAX: '20',
      RATE_LIMIT_CONCURRENT_PER_CLIENT: '4',
      API_CONCURRENCY: '3',
    });
    assert.deepEqual(config.rateLimit, { enabled: false, windowSeconds: 10, max: 50, searchMax: 20, concurrentPerClient: 4, concurrency: 3 });
  });
});
