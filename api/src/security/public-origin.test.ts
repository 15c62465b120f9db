import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { isLoopbackHostname, isTrustworthyOrigin, publicOrigin } from './public-origin';

describe('isLoopbackHostname', () => {
  it('accepts localhost names and loopback literals only', () => {
    for (const name of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.8.9.10',
      '[::1]',
      '::1',
      '::ffff:127.0.0.1',
      '[::ffff:7f00:1]',
    ]) {
      assert.equal(isLoopbackHostname(name), true, name);
    }
    for (const name of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.9',
      '169.254.1.1',
      'fd00::1',
      '[fe80::1]',
      '[::ffff:c0a8:1]',
      'localhost.evil.example',
      'evil.example',
      '8.8.8.8',
    ]) {
      assert.equal(isLoopbackHostname(name), false, name);
    }
  });
});

describe('isTrustworthyOrigin', () => {
  const origin = (text: string) => new URL(text);

  it('trusts loopback on any port, never a private or public address the server was not told to listen on', () => {
    const anyAddress = { host: '0.0.0.0', port: 8080 };
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:9999', 'https://app.localhost']) {
      assert.equal(isTrustworthyOrigin(origin(url), anyAddress), true, url);
    }
    for (const url of [
      'http://192.168.0.5:8080',
      'http://10.0.0.66:8080',
      'http://172.16.0.1:8080',
      'http://[fd00::1]:8080',
      'http://evil.example:8080',
      'http://8.8.8.8:8080',
    ]) {
      assert.equal(isTrustworthyOrigin(origin(url), anyAddress), false, url);
      assert.equal(isTrustworthyOrigin(origin(url), { host: '::', port: 8080 }), false, `${url} with HOST=::`);
    }
  });

  it('trusts the configured HOST on the configured PORT: the server itself', () => {
    const lan = { host: '192.168.0.5', port: 8080 };
    assert.equal(isTrustworthyOrigin(origin('http://192.168.0.5:8080'), lan), true);
    assert.equal(isTrustworthyOrigin(origin('http://192.168.0.5:9090'), lan), false, 'another port may be another service');
    assert.equal(isTrustworthyOrigin(origin('http://192.168.0.6:8080'), lan), false, 'a neighbour on the network');
    assert.equal(isTrustworthyOrigin(origin('http://Hotel.LAN:8080'), { host: 'hotel.lan', port: 8080 }), true);
    assert.equal(isTrustworthyOrigin(origin('http://hotel.lan'), { host: 'hotel.lan', port: 80 }), true, 'default port');
    assert.equal(isTrustworthyOrigin(origin('http://[fd00::5]:8080'), { host: 'fd00::5', port: 8080 }), true);
    assert.equal(isTrustworthyOrigin(origin('http://[fd00::5]:8080'), { host: '[fd00::5]', port: 8080 }), true);
  });
});

describe('publicOrigin without PUBLIC_ORIGIN', () => {
  let app: FastifyInstance;
  const config = { publicOrigin: undefined, host: '0.0.0.0', port: 8123 };
  before(async () => {
    app = Fastify();
    app.get('/origin', async (request) => publicOrigin(request, config));
    app.get('/origin-lan', async (request) => publicOrigin(request, { ...config, host: '192.168.0.5' }));
    await app.ready();
  });
  after(() => app.close());
  const originFor = async (url: string, host: string) => (await app.inject({ method: 'GET', url, headers: { host } })).body;

  it('keeps a loopback Host, and uses http://localhost:PORT for a private or foreign one', async () => {
    assert.equal(await originFor('/origin', 'localhost:3000'), 'http://localhost:3000');
    assert.equal(await originFor('/origin', '127.0.0.1:8123'), 'http://127.0.0.1:8123');
    for (const host of ['192.168.0.5:8123', '10.0.0.66:8123', '[fd00::1]:8123', 'evil.example', 'localhost@evil.example']) {
      assert.equal(await originFor('/origin', host), 'http://localhost:8123', host);
    }
  });

  it('keeps the Host naming the configured HOST and PORT', async () => {
    assert.equal(await originFor('/origin-lan', '192.168.0.5:8123'), 'http://192.168.0.5:8123');
    assert.equal(await originFor('/origin-lan', '192.168.0.6:8123'), 'http://localhost:8123');
  });
});
