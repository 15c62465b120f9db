import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../build';

/**
 * One client's burst over real connections (issue 25 §4). `inject` cannot show this: on the embedded database a
 * handler never waits on a socket, so over real connections each request used to run to its answer before the
 * server read the next one — the per-client limit never fired and a health check sent behind the burst was read
 * after all of it. The server trusts 127.0.0.1 as its proxy; X-Forwarded-For tells clients A and B apart.
 */
const PER_CLIENT = 4;
const BURST = 40;

interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
  /** Order in which the answers ended, across all requests of a test. */
  rank: number;
}

describe('one client bursting over real connections (TRUST_PROXY)', () => {
  let app: FastifyInstance;
  let port: number;
  let finished = 0;
  before(async () => {
    app = await build({
      seed: { hotels: 2 },
      env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_CONCURRENT_PER_CLIENT: String(PER_CLIENT), API_CONCURRENCY: '1' },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  after(() => app.close());

  /** A GET on a connection of its own, as `client` behind the proxy. */
  const get = (url: string, client: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const sent = performance.now();
      const agent = new http.Agent({ keepAlive: false });
      http
        .get({ host: '127.0.0.1', port, path: url, agent, headers: { 'x-forwarded-for': client } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            const retryAfter = res.headers['retry-after'];
            resolve({ status: res.statusCode ?? 0, body, retryAfter, ms: performance.now() - sent, rank: finished++ });
          });
        })
        .on('error', reject);
    });

  it("refuses A's reads past its limit with 429, answers B's health at once and serves B's read before A's backlog", async (t) => {
    const a = Array.from({ length: BURST }, (_, n) => get(`/api/hotels/${(n % 2) + 1}`, '198.51.100.1'));
    const health = get('/api/health', '203.0.113.9');
    const light = get('/api/regions', '203.0.113.9');
    const answers = await Promise.all(a);
    const [bHealth, bLight] = await Promise.all([health, light]);

    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    t.diagnostic(
      `A: ${served.length} × 200, ${refused.length} × 429; B health ${bHealth.ms.toFixed(0)} ms, ` +
        `B read ${bLight.ms.toFixed(0)} ms; A's last answer ${Math.max(...answers.map((x) => x.ms)).toFixed(0)} ms`,
    );
    assert.equal(served.length + refused.length, BURST, `statuses ${answers.map((x) => x.status).join(',')}`);
    assert.ok(refused.length > 0, 'A is refused past its requests in flight');
    assert.ok(served.length >= PER_CLIENT, 'A still gets its share');
    for (const answer of refused) {
      assert.ok(Number(answer.retryAfter) >= 1, `Retry-After ${answer.retryAfter}`);
      const body = JSON.parse(answer.body) as { error: string; message: string; errorId: string; retryAfterSeconds: number };
      assert.equal(body.error, 'TOO_MANY_REQUESTS');
      assert.match(body.message, /동시에 보낸 요청이 너무 많습니다/);
      assert.equal(body.retryAfterSeconds, Number(answer.retryAfter));
      assert.ok(body.errorId);
    }

    assert.equal(bHealth.status, 200);
    assert.equal(bLight.status, 200);
    // B's answers do not wait for A's backlog: both end before A's last read does.
    const lastOfA = Math.max(...served.map((answer) => answer.rank));
    assert.ok(bHealth.rank < lastOfA, `B's health ended ${bHealth.rank}th, A's last read ${lastOfA}th`);
    assert.ok(bLight.rank < lastOfA, `B's read ended ${bLight.rank}th, A's last read ${lastOfA}th`);
  });
});
