import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { acceptFirstSchedule } from './accept-first-schedule';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('acceptFirstSchedule', () => {
  it('runs on a later turn once a turn has passed without accepting a connection', async () => {
    const server = new EventEmitter();
    const schedule = acceptFirstSchedule(server);
    let ran = false;
    schedule(() => (ran = true));
    assert.equal(ran, false, 'never within the turn that asks');
    for (let turn = 0; turn < 3 && !ran; turn += 1) await nextTurn();
    assert.equal(ran, true);
  });

  it('waits while connections are being accepted turn after turn, then runs', async () => {
    const server = new EventEmitter();
    const schedule = acceptFirstSchedule(server);
    let ran = false;
    schedule(() => (ran = true));
    // Node accepts one waiting connection per turn: ten turns in a row take one in.
    for (let turn = 0; turn < 10; turn += 1) {
      server.emit('connection');
      await nextTurn();
      assert.equal(ran, false, `still accepting at turn ${turn}`);
    }
    for (let turn = 0; turn < 3 && !ran; turn += 1) await nextTurn();
    assert.equal(ran, true, 'runs once the accept queue is empty');
  });

  it('puts a run off at most maxDeferredTurns turns, so a stream of connections cannot stop the work', async () => {
    const server = new EventEmitter();
    const schedule = acceptFirstSchedule(server, 5);
    let ranAt = -1;
    let turn = 0;
    schedule(() => (ranAt = turn));
    for (; turn < 20 && ranAt < 0; turn += 1) {
      server.emit('connection');
      await nextTurn();
    }
    assert.ok(ranAt >= 0 && ranAt <= 6, `ran at turn ${ranAt}`);
  });
});
