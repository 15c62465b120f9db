import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, '/srv/app/.data');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.logLevel, 'info');
    assert.equal(config.webRoot, REPO_ROOT);
    assert.equal(config.remotesFile, undefined);
    assert.equal(config.seedHotels, 300);
    assert.equal(path.basename(path.join(REPO_ROOT, 'api')), 'api');
  });

  it('reads the environment and resolves relative paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u@db:5432/hotel',
        LOG_LEVEL: 'warn',
        WEB_ROOT: '/opt/web',
        REMOTES_FILE: 'conf/remotes.json',
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://hotel.example.com',
      },
      '/srv/app',
    );
    assert.equal(config.port, 9090);
    assert.equal(config.dataDir, '/srv/app/var/data');
    assert.equal(config.databaseUrl, 'postgres://u@db:5432/hotel');
    assert.equal(config.webRoot, '/opt/web');
    assert.equal(config.remotesFile, '/srv/app/conf/remotes.json');
    assert.equal(config.publicOrigin, 'https://hotel.example.com');
  });

  it('listens on loopback outside production unless HOST says otherwise, on every interface in production', () => {
    assert.equal(loadConfig({ NODE_ENV: 'development' }).host, '127.0.0.1');
    assert.equal(loadConfig({ NODE_ENV: 'test' }).host, '127.0.0.1');
    assert.equal(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host, '0.0.0.0');
    assert.equal(loadConfig({ NODE_ENV: 'production' }).host, '0.0.0.0');
    assert.equal(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }).host, '10.0.0.5');
    assert.equal(loadConfig({ HOST: '' }).host, '127.0.0.1');
  });

  it('seeds the demo world outside production only, unless SEED_DEMO says otherwise', () => {
    assert.equal(loadConfig({}).seedDemo, true);
    assert.equal(loadConfig({ SEED_DEMO: 'false' }).seedDemo, false);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).seedDemo, false);
    const demo = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', SEED_DEMO_PASSWORD: 'Stage!pass-2024' });
    assert.equal(demo.seedDemo, true);
    assert.equal(demo.seedDemoPassword, 'Stage!pass-2024');
    assert.equal(loadConfig({}).seedDemoPassword, undefined);
  });

  it('reads DEV_MAILBOX as on, off or unset (loopback only)', () => {
    assert.equal(loadConfig({}).devMailbox, undefined);
    assert.equal(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox, true);
    assert.equal(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox, false);
    assert.throws(() => loadConfig({ DEV_MAILBOX: 'yes', SEED_DEMO: '1' }), /DEV_MAILBOX[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*DEV_MAILBOX/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    assert.equal(loadConfig({ DATABASE_URL: '' }).databaseUrl, undefined);
  });

  it('fails with a message naming every invalid variable', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /Invalid environment configuration/.test(error.message) &&
        ['PORT', 'DATABASE_URL', 'LOG_LEVEL'].every((name) => error.message.includes(name)),
    );
  });
});
