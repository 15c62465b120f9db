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
    assert.throws(
      () => assertStartable({ nodeEnv: 'production', publicOrigin: undefined }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /PUBLIC_ORIGIN: required when NODE_ENV=production/);
        return true;
      },
    );
  });

  it('accepts production with PUBLIC_ORIGIN, and development or test without it', () => {
    assertStartable({ nodeEnv: 'production', publicOrigin: 'https://hotel.example.com' });
    assertStartable({ nodeEnv: 'development', publicOrigin: undefined });
    assertStartable({ nodeEnv: 'test', publicOrigin: undefined });
  });

  it('refuses the demo world in production without a password of its own, or with a published or weak one', () => {
    const production = { nodeEnv: 'production', publicOrigin: 'https://hotel.example.com', seedDemo: true } as const;
    const refused = (seedDemoPassword: string | undefined, pattern: RegExp) =>
      assert.throws(
        () => assertStartable({ ...production, seedDemoPassword }),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, pattern);
          return true;
        },
      );
    refused(undefined, /SEED_DEMO_PASSWORD: required with SEED_DEMO=true when NODE_ENV=production/);
    refused('Admin!2345678', /SEED_DEMO_PASSWORD: must not be one of the demo passwords published in the README/);
    refused('Member!2345678', /must not be one of the demo passwords published/);
    refused('short1!', /SEED_DEMO_PASSWORD: must meet the password policy/);
    refused('longenoughbutnodigit!', /must meet the password policy/);
    assertStartable({ ...production, seedDemoPassword: 'Stage!pass-2024' });
    // Without the demo world production needs no demo password; development keeps the README's accounts.
    assertStartable({ ...production, seedDemo: false, seedDemoPassword: undefined });
    assertStartable({ nodeEnv: 'development', publicOrigin: undefined, seedDemo: true, seedDemoPassword: undefined });
  });

  it('makes the real server refuse SEED_DEMO=true in production without SEED_DEMO_PASSWORD', () => {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://hotel.example.com',
      SEED_DEMO: 'true',
      SEED_DEMO_PASSWORD: '',
      DATA_DIR: '/nonexistent/never-created',
      PORT: '0',
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /Cannot start:\n {2}- SEED_DEMO_PASSWORD: required with SEED_DEMO=true/);
  });

  it('makes the real server exit with the message before opening any database', () => {
    const env = { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: '', DATA_DIR: '/nonexistent/never-created', PORT: '0' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /Cannot start:\n {2}- PUBLIC_ORIGIN: required when NODE_ENV=production/);
  });
});
