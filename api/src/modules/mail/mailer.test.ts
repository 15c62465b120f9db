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
  let app: FastifyInstance;
  after(() => app?.close());

  it('is not registered in production mode', async () => {
    app = await build({ seed: false, env: { NODE_ENV: 'production' } });
    const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a%40b.c' });
    assert.equal(res.statusCode, 404);
  });
});
