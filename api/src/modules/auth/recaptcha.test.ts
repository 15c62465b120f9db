import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';

describe('Google reCAPTCHA v2 behind the same bot-check interface', () => {
  let app: FastifyInstance;
  let siteverify: Server;
  const seen: URLSearchParams[] = [];

  before(async () => {
    // Stands in for Google's siteverify: only the response 'good-token' with the right secret succeeds.
    siteverify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const success = form.get('secret') === 'server-secret' && form.get('response') === 'good-token';
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const port = (siteverify.address() as AddressInfo).port;
    app = await build({
      seed: { hotels: 2 },
      env: {
        RECAPTCHA_SITE_KEY: 'site-key-1',
        RECAPTCHA_SECRET: 'server-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
  });
  after(async () => {
    await app.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  it('tells the UI to load reCAPTCHA with the site key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/captcha/config' });
    assert.deepEqual(res.json(), { provider: 'recaptcha', siteKey: 'site-key-1' });
  });

  it('logs in when siteverify says success and answers RECAPTCHA_FAILED otherwise', async () => {
    const payload = { loginId: 'member0001', password: 'Member!2345678' };
    const bad = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...payload, recaptchaToken: 'bad-token' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json<{ error: string }>().error, 'RECAPTCHA_FAILED');
    const good = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...payload, recaptchaToken: 'good-token' } });
    assert.equal(good.statusCode, 200);
    assert.equal(seen.at(-1)?.get('secret'), 'server-secret');
  });
});
