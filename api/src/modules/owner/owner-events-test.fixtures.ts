import assert from 'node:assert/strict';
import http from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
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

/**
 * GET on a socket of its own (no pooling agent): closing the stream destroys that socket, so nothing of the client
 * stays connected when the app closes. (Node's fetch left a connection behind an aborted stream that held
 * app.close() until the server's 60-s header timeout.)
 */
function getOnOwnSocket(url: string, headers: Record<string, string>): Promise<{ request: http.ClientRequest; response: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => resolve({ request, response }));
    request.on('error', reject);
  });
}

export async function openStream(base: string, hotelId: number, token: string | null): Promise<OpenStream> {
  const { request, response } = await getOnOwnSocket(`${base}/api/owner/hotels/${hotelId}/events`, {
    accept: 'text/event-stream',
    'accept-encoding': 'gzip, br',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const seen: StreamMessage[] = [];
  let cursor = 0;
  let buffer = '';
  const body = Readable.toWeb(response) as ReadableStream<Uint8Array>;
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
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
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'] ?? null,
    contentEncoding: response.headers['content-encoding'] ?? null,
    next,
    seen,
    close: () => request.destroy(),
  };
}
