import assert from 'node:assert/strict';
import type { Server } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { startFakeSmtp, type ReceivedMail } from '../../testing/fake-smtp';

describe('verification mail over SMTP when SMTP_URL is set', () => {
  let app: FastifyInstance;
  let smtp: Server;
  let received: ReceivedMail[];

  before(async () => {
    const fake = await startFakeSmtp();
    smtp = fake.server;
    received = fake.received;
    app = await build({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${fake.port}`, MAIL_FROM: 'no-reply@hotel.test' } });
  });
  after(async () => {
    await app.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('delivers the Korean mail with the 6-digit code through the SMTP server, not the outbox', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/email/send', payload: { email: 'smtp@example.com' } });
    assert.equal(res.statusCode, 200);
    assert.equal(received.length, 1);
    assert.match(received[0]?.to.join(',') ?? '', /smtp@example\.com/);
    assert.match(received[0]?.from ?? '', /no-reply@hotel\.test/);
    assert.match(received[0]?.data ?? '', /Content-Type: text\/plain; charset=utf-8/i);
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=smtp%40example.com' });
    assert.deepEqual(outbox.json(), []);
  });
});

describe('development mailbox', () => {
  /** Builds the app with `env`, asks its mailbox, closes it: the status and the warnings logged at start. */
  async function mailboxOf(env: Record<string, string>): Promise<{ status: number; warnings: string[] }> {
    const lines: string[] = [];
    const app = await build({ seed: false, env, logLevel: 'warn', logStream: { write: (line) => void lines.push(line) } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a%40b.c' });
      const warnings = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((l) => l.level === 40)
        .map((l) => l.msg);
      return { status: res.statusCode, warnings };
    } finally {
      await app.close();
    }
  }

  it('is not registered in production mode, whatever DEV_MAILBOX says', async () => {
    assert.equal((await mailboxOf({ NODE_ENV: 'production' })).status, 404);
    assert.equal((await mailboxOf({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_MAILBOX: 'true' })).status, 404);
  });

  it('answers when the server listens on loopback (the development default), without a warning', async () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) {
      const { status, warnings } = await mailboxOf({ NODE_ENV: 'development', HOST });
      assert.equal(status, 200, HOST);
      assert.deepEqual(warnings, []);
    }
    assert.equal((await mailboxOf({ NODE_ENV: 'development' })).status, 200);
  });

  it('answers 404 on a non-loopback listen address without DEV_MAILBOX', async () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.0.10']) {
      assert.equal((await mailboxOf({ NODE_ENV: 'development', HOST })).status, 404, HOST);
    }
  });

  it('answers everywhere with DEV_MAILBOX=true, warning at start when reachable from the network', async () => {
    const exposed = await mailboxOf({ NODE_ENV: 'development', HOST: '0.0.0.0', DEV_MAILBOX: 'true' });
    assert.equal(exposed.status, 200);
    assert.equal(exposed.warnings.length, 1);
    assert.match(exposed.warnings[0] ?? '', /DEV_MAILBOX=true on a non-loopback address/);
    assert.equal((await mailboxOf({ NODE_ENV: 'development', HOST: '127.0.0.1', DEV_MAILBOX: 'false' })).status, 404);
  });
});
