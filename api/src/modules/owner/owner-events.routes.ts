import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWNER_STREAM_HEARTBEAT_SECONDS, ownerHotelIdParamSchema, type OwnerEvent, type OwnerStreamSignal } from 'shared-contracts/schemas';
import { z } from 'zod/mini';
import { errorResponses } from '../../errors/error.schemas';
import { ChannelListener } from '../notify/channel-listener';
import { OwnerEventHub } from './owner-events.hub';
import { OWNER_EVENTS_CHANNEL } from './owner-events.service';

/** How long a client waits before it reconnects after the stream broke (the SSE `retry:` field). */
const RECONNECT_MS = 3000;

/** One SSE message: `event:` names it, `data:` is one line of JSON. */
export function sseMessage(event: OwnerEvent['type'] | OwnerStreamSignal, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET /api/owner/hotels/{hotelId}/events (issue 24 item 6, decision 0018): the hotel's bookings confirmed and
 * cancelled, live, as Server-Sent Events. Registered in the owner scope, so it needs the owner's bearer token and
 * the hotel to be theirs like every owner route; the extranet reads it with fetch (EventSource cannot send the
 * header). Each instance listens once on the owner_events channel; the booking's transaction NOTIFYs on commit.
 */
export const ownerEventsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const listener = new ChannelListener(fastify.dbListen, OWNER_EVENTS_CHANNEL, fastify.log);
  const hub = new OwnerEventHub(listener, fastify.log);
  const open = new Set<() => void>();
  // Open streams would keep the server from closing: end them first, then stop listening.
  fastify.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  fastify.addHook('onClose', async () => listener.close());

  fastify.get(
    '/hotels/:hotelId/events',
    {
      // Compressing would hold the messages back in the compressor's buffer.
      compress: false,
      schema: {
        tags: ['owner'],
        security: [{ bearerAuth: [] }],
        summary: '실시간 예약 알림 (Server-Sent Events)',
        description:
          'text/event-stream. 열리면 `ready`, 이후 예약 확정 `booking.created`, 취소 `booking.cancelled` (data: { type, hotelId, bookingNo, at }). ' +
          `${OWNER_STREAM_HEARTBEAT_SECONDS}초마다 주석 줄(heartbeat). 서버의 수신 연결이 끊겼다 다시 붙으면 \`resync\` (다시 읽기). ` +
          '지난 이벤트는 다시 보내지 않으므로 다시 연결하면 화면을 새로 읽는다. Authorization 헤더 필요 (EventSource 대신 fetch로 읽기).',
        params: ownerHotelIdParamSchema,
        response: { 200: z.string().register(z.globalRegistry, { description: 'text/event-stream' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { hotelId } = request.params;
      const stream = new PassThrough();
      const write = (chunk: string) => {
        if (!stream.writableEnded) stream.write(chunk);
      };
      const unsubscribe = await hub.subscribe(hotelId, {
        event: (event) => write(sseMessage(event.type, event)),
        resync: () => write(sseMessage('resync', { hotelId })),
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), OWNER_STREAM_HEARTBEAT_SECONDS * 1000);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        stream.end();
      };
      open.add(end);
      // The client went away (or the answer ended): stop sending and forget the subscriber.
      reply.raw.on('close', end);
      write(`retry: ${RECONNECT_MS}\n\n`);
      write(sseMessage('ready', { hotelId }));
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // A stream is piped as it is (never serialised); the 200 schema documents what it carries.
          .send(stream as unknown as string)
      );
    },
  );
};
