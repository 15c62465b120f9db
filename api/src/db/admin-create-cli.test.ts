import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES } from 'shared-contracts/schemas';
import { build } from '../build';
import { AUTH_TEST_ENV, login } from '../testing/auth-helpers';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `pnpm admin:create` as an operator runs it, without a terminal (so nothing is asked). */
function adminCreate(dataDir: string, args: string[], password: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/db/admin-create-cli.ts', '--', ...args], {
    cwd: apiDir,
    env,
    encoding: 'utf8',
    timeout: 120_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('pnpm admin:create against the embedded database of DATA_DIR', () => {
  let dataDir: string;
  const args = ['--login-id', 'firstadmin', '--email', 'first@hotel.example', '--name', '관리자'];
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'admin-create-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a weak password before touching the database', () => {
    const run = adminCreate(dataDir, args, 'password');
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stderr, new RegExp(`admin:create: ${AUTH_MESSAGES.passwordRule}`));
  });

  it('asks for what is missing, or says what to pass when no terminal can ask', () => {
    const run = adminCreate(dataDir, ['--login-id', 'firstadmin'], 'First!admin-2031');
    assert.equal(run.status, 1, run.stdout);
    assert.match(run.stderr, /--email is required when no terminal can ask for it/);
  });

  it('creates the administrator, then refuses the same login id with a clear message', () => {
    const created = adminCreate(dataDir, args, 'First!admin-2031');
    assert.equal(created.status, 0, created.stderr);
    assert.match(created.stdout, /administrator firstadmin created \(id \d+, pglite\)/);
    const again = adminCreate(dataDir, [...args.slice(0, 2), '--email', 'second@hotel.example', '--name', '관리자'], 'First!admin-2031');
    assert.equal(again.status, 1, again.stdout);
    assert.match(again.stderr, new RegExp(`admin:create: ${AUTH_MESSAGES.loginIdTaken}`));
  });

  it('leaves an administrator the server (same DATA_DIR) logs in', async () => {
    const app = await build({ database: { dataDir: path.join(dataDir, 'pgdata') }, seed: false, env: AUTH_TEST_ENV, dataDir });
    try {
      const res = await login(app, 'firstadmin', 'First!admin-2031');
      assert.equal(res.statusCode, 200, res.body);
      const wrong = await login(app, 'firstadmin', 'First!admin-2030');
      assert.equal(wrong.statusCode, 401);
    } finally {
      await app.close();
    }
  });
});
