import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';

export interface StreamMessage {
  event: string;
  data: unknown;
}

/** An open owner events stream read over a real socket, the way the extranet reads it (fetch + bearer token). */
export interface OpenStream {
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  /** The next message named `event` (earlier ones of other names are skipped and kept in `seen`). */
  next(event: string, timeoutMs?: number): Promise<StreamMessage>;
  /** Every message received so far, in order. */
  seen: StreamMessage[];
  close(): void;
}

/** Listens on a free loopback port (once) and answers the base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  assert.ok(address && typeof address === 'object');
  return `http://127.0.0.1:${address.port}`;
}

/** Parses SSE text blocks ("event: x\ndata: {...}") into messages; comment lines (heartbeats) are skipped. */
export function parseBlocks(text: string): { messages: StreamMessage[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: StreamMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) messages.push({ event, data: JSON.parse(data.join('\n')) });
  }
  return { messages, rest };
}

export async function openStream(base: string, hotelId: number, token: string | null): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/owner/hotels/${hotelId}/events`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const seen: StreamMessage[] = [];
  let cursor = 0;
  let buffer = '';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  // A read outlives a timed-out wait: the next wait takes it over, so no chunk is dropped.
  let pending: ReturnType<typeof reader.read> | null = null;
  const next = async (event: string, timeoutMs = 5000): Promise<StreamMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (cursor < seen.length) {
        const message = seen[cursor++]!;
        if (message.event === event) return message;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${event}' within ${timeoutMs} ms; seen ${JSON.stringify(seen)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        (pending ??= reader.read()),
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk === 'timeout') continue;
      pending = null;
      if (chunk.done) throw new Error(`stream ended before '${event}'; seen ${JSON.stringify(seen)}`);
      const parsed = parseBlocks(buffer + chunk.value);
      buffer = parsed.rest;
      seen.push(...parsed.messages);
    }
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    contentEncoding: response.headers.get('content-encoding'),
    next,
    seen,
    close: () => controller.abort(),
  };
}
