import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ClientFairQueue, type QueueTicket } from './client-fair-queue';

/** A clock the test moves by hand (milliseconds). */
function manualClock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

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
  it('lets a client that used little service pass the backlog of a client keeping the server busy', async () => {
    const clock = manualClock();
    const queue = new ClientFairQueue(1, 100, 2000, clock.now);
    const order: string[] = [];
    const heavy = [1, 2, 3, 4].map((n) => track(queue, 'heavy', order, `heavy${n}`));
    await settle();
    clock.advance(50);
    heavy[0]?.release();
    await settle();
    // heavy2 runs; now a light client arrives behind heavy3 and heavy4.
    const light = track(queue, 'light', order);
    clock.advance(50);
    heavy[1]?.release();
    await settle();
    assert.deepEqual(order, ['heavy1', 'heavy2', 'light'], 'light goes before heavy3');
    clock.advance(1);
    light.release();
    for (const ticket of heavy.slice(2)) {
      await settle();
      clock.advance(50);
      ticket.release();
    }
    await settle();
    assert.deepEqual(order, ['heavy1', 'heavy2', 'light', 'heavy3', 'heavy4']);
    assert.deepEqual({ ...queue.stats, clients: undefined }, { active: 0, waiting: 0, clients: undefined });
  });

  it('shares evenly between equally busy clients and serves equals first come, first served', async () => {
    const clock = manualClock();
    const queue = new ClientFairQueue(1, 100, 2000, clock.now);
    const order: string[] = [];
    const a = [1, 2, 3].map((n) => track(queue, 'a', order, `a${n}`));
    const b = [1, 2, 3].map((n) => track(queue, 'b', order, `b${n}`));
    const all = [a[0], b[0], a[1], b[1], a[2], b[2]];
    for (const ticket of all) {
      await settle();
      clock.advance(10);
      ticket?.release();
    }
    await settle();
    assert.deepEqual(order, ['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
  });

  it('forgets past usage as it fades (half-life)', async () => {
    const clock = manualClock();
    const queue = new ClientFairQueue(1, 100, 1000, clock.now);
    const order: string[] = [];
    const once = track(queue, 'once-busy', order);
    clock.advance(100);
    once.release(); // 100 ms at t=0.1 s
    clock.advance(3900);
    const other = track(queue, 'other', order);
    clock.advance(40);
    other.release(); // 40 ms at t=4 s
    clock.advance(1960);
    const blocker = track(queue, 'blocker', order);
    const onceAgain = track(queue, 'once-busy', order, 'once-busy-again');
    const otherAgain = track(queue, 'other', order, 'other-again');
    blocker.release();
    await settle();
    // At t=6 s the 100 ms have faded to ~1.6 and the 40 ms to ~10: the once busy client goes first.
    assert.deepEqual(order.slice(-1), ['once-busy-again']);
    onceAgain.release();
    await settle();
    assert.deepEqual(order.slice(-2), ['once-busy-again', 'other-again']);
    otherAgain.release();
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
    assert.equal(queue.stats.active, 0);
    assert.equal(queue.stats.waiting, 0);
  });

  it('hands a turn over on a later turn of the event loop, so requests read together are all counted before any runs', async () => {
    const queue = new ClientFairQueue(1, 2);
    const started: string[] = [];
    const first = queue.enter('a');
    assert.ok(first);
    void first.ready.then(() => started.push('first'));
    await Promise.resolve();
    // Still this turn: the second request read in it is counted (and the third refused) before the first runs.
    assert.equal(started.length, 0);
    const second = queue.enter('a');
    assert.ok(second);
    void second.ready.then(() => started.push('second'));
    assert.equal(queue.enter('a'), null);
    await settle();
    assert.deepEqual(started, ['first']);
    first.release();
    // A release does not run the next request within the finished one's work either, but on a later turn.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    assert.deepEqual(started, ['first']);
    await settle();
    assert.deepEqual(started, ['first', 'second']);
    second.release();
  });

  it('runs up to its concurrency at once without waiting', async () => {
    const queue = new ClientFairQueue(3, 10);
    const tickets = ['a', 'a', 'b'].map((key) => queue.enter(key));
    assert.deepEqual(await Promise.all(tickets.map((t) => t?.ready)), [true, true, true]);
    assert.equal(queue.stats.active, 3);
  });
});
