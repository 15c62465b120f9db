import { OWNER_EVENT_TYPES, type OwnerEvent, type OwnerEventType, type OwnerStreamSignal } from 'shared-contracts/schemas/owner';

/** One message of the owner events stream (decision 0018). */
export type OwnerStreamMessage = { event: OwnerEventType; data: OwnerEvent } | { event: OwnerStreamSignal; data: unknown };

/** How a connection ended: the server closed it or the network broke (`ended`), or it was refused with `status`. */
export type StreamOutcome = { kind: 'ended' } | { kind: 'refused'; status: number };

export interface ConnectOptions {
  hotelId: number;
  token: string;
  signal: AbortSignal;
  onMessage(message: OwnerStreamMessage): void;
}

/** Opens the stream and resolves when it is over; rejects only when aborted. */
export type ConnectOwnerEvents = (options: ConnectOptions) => Promise<StreamOutcome>;

const KNOWN_EVENTS: readonly string[] = [...OWNER_EVENT_TYPES, 'ready', 'resync'];

function isOwnerEvent(data: unknown): data is OwnerEvent {
  if (!data || typeof data !== 'object') return false;
  const { type, hotelId, bookingNo } = data as Record<string, unknown>;
  return (OWNER_EVENT_TYPES as readonly unknown[]).includes(type) && typeof hotelId === 'number' && typeof bookingNo === 'string';
}

/**
 * An SSE reader: feed it text as it arrives (any split), it calls `onMessage` for every complete message it knows.
 * Comment lines (heartbeats), `retry:` and `id:` fields, unknown events and unreadable data are skipped.
 */
export function sseReader(onMessage: (message: OwnerStreamMessage) => void): (text: string) => void {
  let buffer = '';
  const dispatch = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0 || !KNOWN_EVENTS.includes(event)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.join('\n'));
    } catch {
      return;
    }
    if (event === 'ready' || event === 'resync') onMessage({ event, data: parsed });
    else if (isOwnerEvent(parsed) && parsed.type === event) onMessage({ event: parsed.type, data: parsed });
  };
  return (text) => {
    buffer += text.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      dispatch(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  };
}

/**
 * GET /api/owner/hotels/{hotelId}/events read with fetch, so the bearer token goes in the Authorization header
 * (EventSource cannot send it; decision 0018). Resolves when the stream ends, the network fails, or the server
 * refuses (with its status); rejects only when `signal` aborts.
 */
export const connectOwnerEvents: ConnectOwnerEvents = async ({ hotelId, token, signal, onMessage }) => {
  let response: Response;
  try {
    response = await fetch(`/api/owner/hotels/${hotelId}/events`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'ended' };
  }
  if (!response.ok || !response.body) return { kind: 'refused', status: response.status };
  const read = sseReader(onMessage);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) throw error;
  }
  return { kind: 'ended' };
};
