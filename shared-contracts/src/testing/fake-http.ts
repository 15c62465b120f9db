import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ResponseLike } from '../api/http-transport';
import type { KeyValueStorage } from '../session/token-storage';

/** A fetch answer built from plain data; JSON unless the body is a string. */
export function fakeResponse(status: number, body?: unknown, headers: Record<string, string> = {}): ResponseLike {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/plain' : 'application/json';
  const all = new Map(Object.entries({ 'content-type': contentType, ...headers }).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => all.get(name.toLowerCase()) ?? null },
    text: async () => text,
  };
}

export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }
}

/** The BaseQueryApi RTK Query hands a base query, with a recording dispatch. */
export function fakeQueryApi(dispatch: jest.Mock = jest.fn()): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: jest.fn(),
    dispatch,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'testEndpoint',
    type: 'query',
  };
}

/** Builds an unsigned JWT with the given payload (signature is irrelevant to the client). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
