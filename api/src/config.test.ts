import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
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
        PORT: '9090', DATA_DIR: 'var/data', DATABASE_URL: 'postgres://u@db:5432/hotel', LOG_LEVEL: 'warn',
        WEB_ROOT: '/opt/web', REMOTES_FILE: 'conf/remotes.json', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hotel.example.com',
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
