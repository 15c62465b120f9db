import { z } from 'zod/mini';

/**
 * The owner's live booking events (issue 24 item 6, decision 0018): GET /api/owner/hotels/{hotelId}/events is a
 * Server-Sent Events stream whose `event:` is one of these types and whose `data:` is an ownerEvent as JSON.
 * `ready` is sent once when the stream is open (the client refetches then: nothing is replayed after a gap);
 * `resync` when the server's own listener was cut off and may have missed events (the client refetches too).
 */
export const OWNER_EVENT_TYPES = ['booking.created', 'booking.cancelled'] as const;
export type OwnerEventType = (typeof OWNER_EVENT_TYPES)[number];
export const OWNER_STREAM_SIGNALS = ['ready', 'resync'] as const;
export type OwnerStreamSignal = (typeof OWNER_STREAM_SIGNALS)[number];

/** Seconds between the stream's heartbeats (an SSE comment line), under every proxy's idle timeout. */
export const OWNER_STREAM_HEARTBEAT_SECONDS = 20;

export const ownerEventSchema = z.object({
  type: z.enum(OWNER_EVENT_TYPES),
  hotelId: z.int(),
  /** Booking number (HB…). */
  bookingNo: z.string(),
  /** When the booking was confirmed or cancelled (ISO instant). */
  at: z.string(),
});
z.globalRegistry.add(ownerEventSchema, { id: 'OwnerEvent' });
export type OwnerEvent = z.infer<typeof ownerEventSchema>;
