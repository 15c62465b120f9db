import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ClientFairQueue, type QueueTicket } from './client-fair-queue';

/** Records the order in which tickets get their turn. */
function track(queue: ClientFairQueue, key: string, order: string[], label = key): QueueTicket {
  const ticket = queue.enter(key);
  assert.ok(ticket, `${label} refused`);
  void ticket.ready.then((started) => {
    if (started) order.push(label);
  });
  return ticket;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ClientFairQueue', () => {
  it('serves waiting clients in turn, so a backlog of one client delays another by one request', async () => {
    const queue = new ClientFairQueue(1, 100);
    const order: string[] = [];
    const heavy = [1, 2, 3, 4, 5].map((n) => track(queue, 'heavy', order, `heavy${n}`));
    const light = track(queue, 'light', order);
    await settle();
    assert.deepEqual(order, ['heavy1']);
    heavy[0]?.release();
    await settle();
    heavy[1]?.release();
    await settle();
    // heavy2 was already next in line when light arrived; light comes before heavy3..5.
    assert.deepEqual(order, ['heavy1', 'heavy2', 'light']);
    light.release();
    for (const ticket of heavy.slice(2)) {
      await settle();
      ticket.release();
    }
    await settle();
    assert.deepEqual(order, ['heavy1', 'heavy2', 'light', 'heavy3', 'heavy4', 'heavy5']);
    assert.deepEqual(queue.stats, { active: 0, waiting: 0, clients: 0 });
  });

  it('refuses a client past its cap of working plus waiting requests, and takes it again once one is done', () => {
    const queue = new ClientFairQueue(1, 2);
    const first = queue.enter('a');
    const second = queue.enter('a');
    assert.ok(first && second);
    assert.equal(queue.enter('a'), null);
    assert.ok(queue.enter('b'), 'another client still gets in');
    first.release();
    assert.ok(queue.enter('a'));
  });

  it('forgets a request released before its turn (client gone) and resolves it as not started', async () => {
    const queue = new ClientFairQueue(1, 10);
    const running = queue.enter('a');
    const waiting = queue.enter('b');
    const next = queue.enter('c');
    assert.ok(running && waiting && next);
    waiting.release();
    assert.equal(await waiting.ready, false);
    running.release();
    assert.equal(await next.ready, true);
    // Releasing twice changes nothing.
    running.release();
    next.release();
    assert.deepEqual(queue.stats, { active: 0, waiting: 0, clients: 0 });
  });

  it('runs up to its concurrency at once without waiting', async () => {
    const queue = new ClientFairQueue(3, 10);
    const tickets = ['a', 'a', 'b'].map((key) => queue.enter(key));
    assert.deepEqual(await Promise.all(tickets.map((t) => t?.ready)), [true, true, true]);
    assert.equal(queue.stats.active, 3);
  });
});
