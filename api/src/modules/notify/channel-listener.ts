import type { FastifyBaseLogger } from 'fastify';
import type { ChannelListen } from '../../db/database';

export interface ChannelSubscriber {
  payload(payload: string): void;
  /** The listener's connection was cut and is back: whatever was notified meanwhile is lost, read again. */
  resync(): void;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * One LISTEN connection per instance and channel, shared by every subscriber of that instance (an open owner
 * stream is one subscriber): started by the first subscriber, kept until the app closes. A lost connection is
 * opened again with backoff (0.5 s doubling to 30 s), and the subscribers are then told to resync.
 */
export class ChannelListener {
  private readonly subscribers = new Set<ChannelSubscriber>();
  private unlisten: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_FIRST_MS;
  private closed = false;

  constructor(
    private readonly listen: ChannelListen,
    readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the channel is listened to, so nothing committed after it is missed; answers the unsubscribe. */
  async subscribe(subscriber: ChannelSubscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    await this.start();
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.subscribers.clear();
    await this.starting?.catch(() => undefined);
    await this.unlisten?.();
    this.unlisten = null;
  }

  private start(): Promise<void> {
    if (this.unlisten || this.closed) return Promise.resolve();
    this.starting ??= this.listen(
      this.channel,
      (payload) => {
        for (const subscriber of this.subscribers) subscriber.payload(payload);
      },
      (error) => this.lost(error),
    )
      .then((unlisten) => {
        this.unlisten = unlisten;
        this.retryMs = RETRY_FIRST_MS;
      })
      .finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  private lost(error: Error): void {
    this.unlisten = null;
    if (this.closed) return;
    this.log.warn({ err: error, channel: this.channel }, 'notify listener lost its connection; listening again');
    this.retry();
  }

  private retry(): void {
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.start().then(
        () => {
          for (const subscriber of this.subscribers) subscriber.resync();
        },
        (error: unknown) => {
          this.log.warn({ err: error, channel: this.channel }, 'notify listener could not listen again');
          this.retry();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }
}
