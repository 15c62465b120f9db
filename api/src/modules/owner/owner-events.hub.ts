import type { FastifyBaseLogger } from 'fastify';
import { ownerEventSchema, type OwnerEvent } from 'shared-contracts/schemas';
import type { ChannelListener } from '../notify/channel-listener';

export interface OwnerEventSink {
  event(event: OwnerEvent): void;
  /** Events may have been missed (the instance's listener reconnected): the client should read everything again. */
  resync(): void;
}

/**
 * The instance's fan-out of owner events: one subscriber of the owner_events channel listener, which parses each
 * notification once and hands it to the open streams of that hotel only.
 */
export class OwnerEventHub {
  private readonly byHotel = new Map<number, Set<OwnerEventSink>>();
  private joined: Promise<unknown> | null = null;

  constructor(
    private readonly listener: ChannelListener,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the instance listens (an event committed after this reaches the sink); answers the unsubscribe. */
  async subscribe(hotelId: number, sink: OwnerEventSink): Promise<() => void> {
    const sinks = this.byHotel.get(hotelId) ?? new Set<OwnerEventSink>();
    sinks.add(sink);
    this.byHotel.set(hotelId, sinks);
    try {
      this.joined ??= this.listener.subscribe({ payload: (payload) => this.dispatch(payload), resync: () => this.resyncAll() });
      await this.joined;
    } catch (error) {
      this.joined = null;
      this.remove(hotelId, sink);
      throw error;
    }
    return () => this.remove(hotelId, sink);
  }

  /** Open streams, for the tests and the logs. */
  get openStreams(): number {
    let count = 0;
    for (const sinks of this.byHotel.values()) count += sinks.size;
    return count;
  }

  private remove(hotelId: number, sink: OwnerEventSink): void {
    const sinks = this.byHotel.get(hotelId);
    sinks?.delete(sink);
    if (sinks?.size === 0) this.byHotel.delete(hotelId);
  }

  private dispatch(payload: string): void {
    let event: OwnerEvent;
    try {
      const parsed = ownerEventSchema.safeParse(JSON.parse(payload));
      if (!parsed.success) throw parsed.error;
      event = parsed.data;
    } catch (error) {
      this.log.warn({ err: error }, 'owner event notification not understood; dropped');
      return;
    }
    for (const sink of this.byHotel.get(event.hotelId) ?? []) sink.event(event);
  }

  private resyncAll(): void {
    for (const sinks of this.byHotel.values()) for (const sink of sinks) sink.resync();
  }
}
