import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config';
import { assertStartable } from './start-requirements';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('start requirements', () => {
  it('refuses production without PUBLIC_ORIGIN and says what to set', () => {
    assert.throws(() => assertStartable({ nodeEnv: 'production', publicOrigin: undefined }), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /PUBLIC_ORIGIN: required when NODE_ENV=production/);
      return true;
    });
  });

  it('accepts production with PUBLIC_ORIGIN, and development or test without it', () => {
    assertStartable({ nodeEnv: 'production', publicOrigin: 'https://hotel.example.com' });
    assertStartable({ nodeEnv: 'development', publicOrigin: undefined });
    assertStartable({ nodeEnv: 'test', publicOrigin: undefined });
  });

  it('makes the real server exit with the message before opening any database', () => {
    const env = { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: '', DATA_DIR: '/nonexistent/never-created', PORT: '0' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /Cannot start:\n {2}- PUBLIC_ORIGIN: required when NODE_ENV=production/);
  });
});
