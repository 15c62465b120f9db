/**
 * @jest-environment node
 */
import { connectOwnerEvents, sseReader, type OwnerStreamMessage } from './owner-event-stream';

const created = { type: 'booking.created', hotelId: 1, bookingNo: 'HB20261201-000123', at: '2026-11-27T01:00:00Z' };

function collect() {
  const messages: OwnerStreamMessage[] = [];
  return { messages, read: sseReader((m) => messages.push(m)) };
}

describe('sseReader', () => {
  it('reads messages split anywhere, skipping heartbeats and the retry field', () => {
    const { messages, read } = collect();
    const text = `retry: 3000\n\nevent: ready\ndata: {"hotelId":1}\n\n: heartbeat\n\nevent: booking.created\ndata: ${JSON.stringify(created)}\n\n`;
    for (const piece of text.match(/.{1,7}/gs)!) read(piece);
    expect(messages).toEqual([
      { event: 'ready', data: { hotelId: 1 } },
      { event: 'booking.created', data: created },
    ]);
  });

  it('accepts CRLF line ends and keeps an unfinished message until its blank line', () => {
    const { messages, read } = collect();
    read(`event: booking.cancelled\r\ndata: ${JSON.stringify({ ...created, type: 'booking.cancelled' })}\r\n`);
    expect(messages).toHaveLength(0);
    read('\r\n');
    expect(messages).toEqual([{ event: 'booking.cancelled', data: { ...created, type: 'booking.cancelled' } }]);
  });

  it('skips unknown events, unreadable data and data that does not match its event', () => {
    const { messages, read } = collect();
    read('event: booking.exploded\ndata: {}\n\n');
    read('event: booking.created\ndata: {not json\n\n');
    read(`event: booking.cancelled\ndata: ${JSON.stringify(created)}\n\n`);
    read('event: booking.created\ndata: {"type":"booking.created","hotelId":"1"}\n\n');
    expect(messages).toEqual([]);
  });
});

describe('connectOwnerEvents', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the bearer token and reads the body until it ends', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: ready\ndata: {"hotelId":1}\n\nevent: booking.cre'));
        controller.enqueue(new TextEncoder().encode(`ated\ndata: ${JSON.stringify(created)}\n\n`));
        controller.close();
      },
    });
    const fetchMock = jest.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const messages: OwnerStreamMessage[] = [];
    const outcome = await connectOwnerEvents({ hotelId: 1, token: 'T', signal: new AbortController().signal, onMessage: (m) => messages.push(m) });
    expect(outcome).toEqual({ kind: 'ended' });
    expect(messages.map((m) => m.event)).toEqual(['ready', 'booking.created']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/owner/hotels/1/events');
    expect((init.headers as Record<string, string>)['authorization']).toBe('Bearer T');
  });

  it('answers a refusal with its status, and a network failure as ended', async () => {
    globalThis.fetch = (async () => new Response('{"error":"NOT_HOTEL_OWNER"}', { status: 403 })) as typeof fetch;
    expect(await connectOwnerEvents({ hotelId: 1, token: 'T', signal: new AbortController().signal, onMessage: () => undefined })).toEqual({
      kind: 'refused',
      status: 403,
    });
    globalThis.fetch = (async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    expect(await connectOwnerEvents({ hotelId: 1, token: 'T', signal: new AbortController().signal, onMessage: () => undefined })).toEqual({
      kind: 'ended',
    });
  });
});
