/** What the shared request client reads from a fetch answer (shared-contracts' ResponseLike). */
interface ResponseLike {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export type MockHandler = (url: URL, init: RequestInit | undefined) => MockAnswer | Promise<MockAnswer>;

function toResponse({ status = 200, body = null }: MockAnswer): ResponseLike {
  const text = body === null ? '' : JSON.stringify(body);
  const headers = new Map<string, string>([['content-type', 'application/json']]);
  if (status >= 400) headers.set('x-error-id', 'test-error-id');
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => text,
  };
}

const originalFetch = globalThis.fetch;

/**
 * Replaces global fetch (which jsdom lacks) with a jest mock answering through `handler`;
 * the shared request client calls fetch(url, init) and reads only status, ok, headers and text().
 */
export function mockFetch(handler: MockHandler) {
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => toResponse(await handler(new URL(input, 'http://localhost'), init)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
}

/** The URLs the mock was called with, relative to the site (e.g. '/api/search/hotels?page=0&size=5'). */
export function requestedPaths(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input, 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}

/** A promise plus its resolve, for holding an answer back while a test looks at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
