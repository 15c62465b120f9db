import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import type { ChannelListen } from '../../db/database';
import { ChannelListener } from './channel-listener';

const silent = pino({ level: 'silent' });

/** A LISTEN the test drives: it counts connections, delivers payloads and breaks the connection on demand. */
function fakeListen() {
  const state = { connections: 0, open: 0, deliver: (_payload: string) => undefined as void, breakIt: () => undefined as void };
  const listen: ChannelListen = async (_channel, onPayload, onLost) => {
    state.connections += 1;
    state.open += 1;
    let live = true;
    state.deliver = (payload) => {
      if (live) onPayload(payload);
    };
    state.breakIt = () => {
      live = false;
      state.open -= 1;
      onLost(new Error('connection reset'));
    };
    return async () => {
      if (live) state.open -= 1;
      live = false;
    };
  };
  return { listen, state };
}

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('ChannelListener: one LISTEN per instance, fanned out', () => {
  it('opens one connection however many subscribe, and hands every payload to each', async () => {
    const { listen, state } = fakeListen();
    const listener = new ChannelListener(listen, 'owner_events', silent);
    const got: string[][] = [[], [], []];
    const unsubscribes = await Promise.all(got.map((list) => listener.subscribe({ payload: (p) => list.push(p), resync: () => undefined })));
    assert.equal(state.connections, 1);
    state.deliver('a');
    unsubscribes[1]!();
    state.deliver('b');
    assert.deepEqual(got, [['a', 'b'], ['a'], ['a', 'b']]);
    assert.equal(listener.subscriberCount, 2);
    await listener.close();
    assert.equal(state.open, 0);
  });

  it('listens again after the connection is lost and tells the subscribers to resync', async () => {
    const { listen, state } = fakeListen();
    const listener = new ChannelListener(listen, 'owner_events', silent);
    const seen: string[] = [];
    await listener.subscribe({ payload: (p) => seen.push(p), resync: () => seen.push('resync') });
    state.breakIt();
    await waitFor(() => seen.includes('resync'));
    assert.equal(state.connections, 2);
    state.deliver('after');
    assert.deepEqual(seen, ['resync', 'after']);
    await listener.close();
    assert.equal(state.open, 0);
  });

  it('stops for good when the app closes (no reconnection after close)', async () => {
    const { listen, state } = fakeListen();
    const listener = new ChannelListener(listen, 'owner_events', silent);
    await listener.subscribe({ payload: () => undefined, resync: () => undefined });
    await listener.close();
    state.breakIt();
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(state.connections, 1);
  });
});
