import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import type { OwnerEvent } from 'shared-contracts/schemas';
import type { ChannelListen } from '../../db/database';
import { ChannelListener } from '../notify/channel-listener';
import { OwnerEventHub } from './owner-events.hub';

const silent = pino({ level: 'silent' });

function hubWithFakeChannel() {
  let deliver: (payload: string) => void = () => undefined;
  const listen: ChannelListen = async (_channel, onPayload) => {
    deliver = onPayload;
    return async () => undefined;
  };
  const listener = new ChannelListener(listen, 'owner_events', silent);
  return {
    hub: new OwnerEventHub(listener, silent),
    listener,
    send: (payload: unknown) => deliver(typeof payload === 'string' ? payload : JSON.stringify(payload)),
  };
}

const event = (hotelId: number, bookingNo: string): OwnerEvent => ({ type: 'booking.created', hotelId, bookingNo, at: '2030-03-15T03:00:00.000Z' });

describe('OwnerEventHub: fan-out by hotel', () => {
  it("hands an event to that hotel's streams only, and forgets a stream once it closes", async () => {
    const { hub, listener, send } = hubWithFakeChannel();
    const got: Record<string, string[]> = { a: [], b: [], other: [] };
    const sink = (key: string) => ({ event: (e: OwnerEvent) => got[key]!.push(e.bookingNo), resync: () => got[key]!.push('resync') });
    const closeA = await hub.subscribe(3, sink('a'));
    await hub.subscribe(3, sink('b'));
    await hub.subscribe(4, sink('other'));
    assert.equal(listener.subscriberCount, 1);
    assert.equal(hub.openStreams, 3);
    send(event(3, 'HB1'));
    closeA();
    send(event(3, 'HB2'));
    send(event(4, 'HB3'));
    assert.deepEqual(got, { a: ['HB1'], b: ['HB1', 'HB2'], other: ['HB3'] });
    assert.equal(hub.openStreams, 2);
    await listener.close();
  });

  it('drops a notification it does not understand and keeps serving', async () => {
    const { hub, listener, send } = hubWithFakeChannel();
    const got: string[] = [];
    await hub.subscribe(3, { event: (e) => got.push(e.bookingNo), resync: () => undefined });
    send('not json');
    send({ type: 'booking.exploded', hotelId: 3, bookingNo: 'X', at: 'now' });
    send(event(3, 'HB4'));
    assert.deepEqual(got, ['HB4']);
    await listener.close();
  });
});
