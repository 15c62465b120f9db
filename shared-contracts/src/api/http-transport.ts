import type { FetchArgs } from '@reduxjs/toolkit/query';
import { serializeParams } from './serialize-params';

/** The part of fetch's Response the client reads, so tests can answer with plain objects. */
export interface ResponseLike {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<ResponseLike>;

export interface PreparedRequest {
  /** Path relative to the base URL (without the /api prefix), used for the auth-call check. */
  path: string;
  url: string;
  method: string;
  init: RequestInit;
  responseHandler: FetchArgs['responseHandler'];
  validateStatus: FetchArgs['validateStatus'];
}

// The query string rules live apart (no DOM types), so the server writes the same URLs (first-view preloads).
export { serializeParams };

function headersToRecord(headers: FetchArgs['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  if (!headers) return record;
  if (Array.isArray(headers)) {
    for (const [name, value] of headers) if (name !== undefined && value !== undefined) record[name.toLowerCase()] = value;
  } else if (typeof (headers as Headers).forEach === 'function') {
    (headers as Headers).forEach((value, name) => {
      record[name.toLowerCase()] = value;
    });
  } else {
    for (const [name, value] of Object.entries(headers as Record<string, string | undefined>)) {
      if (value !== undefined) record[name.toLowerCase()] = value;
    }
  }
  return record;
}

function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null || typeof (body as { toJSON?: unknown }).toJSON === 'function';
}

function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+\-.]*:\/\//i.test(url);
}

/**
 * Endpoints may name a path with or without the /api prefix (the spec lists both styles for the same
 * server), so the prefix is added only when missing.
 */
export function prepareRequest(args: string | FetchArgs, baseUrl: string): PreparedRequest {
  const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const { url, params, body, headers, method, responseHandler, validateStatus, ...rest } = fetchArgs;
  const base = baseUrl.replace(/\/+$/, '');
  let path = url.startsWith('/') ? url : `/${url}`;
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || '/';
  const target = isAbsoluteUrl(url) ? url : `${base}${path}`;
  const headerRecord = headersToRecord(headers);
  headerRecord['accept'] ??= 'application/json';

  let requestBody: BodyInit | undefined;
  if (isJsonBody(body)) {
    headerRecord['content-type'] ??= 'application/json';
    requestBody = JSON.stringify(body);
  } else if (body !== undefined && body !== null) {
    requestBody = body as BodyInit;
  }

  // `timeout` is an RTK option, not a fetch option; the rest (signal, cache, mode…) passes through.
  const { timeout: _timeout, ...init } = rest;
  return {
    path: isAbsoluteUrl(url) ? url : path,
    url: `${target}${serializeParams(params as Record<string, unknown> | undefined)}`,
    method: (method ?? 'GET').toUpperCase(),
    init: { ...init, headers: headerRecord, body: requestBody },
    responseHandler,
    validateStatus,
  };
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; raw: string };

/** Reads an answer: empty → null; JSON when it parses; otherwise the text (or a parse failure for JSON types). */
export async function parseResponseBody(response: ResponseLike, handler: FetchArgs['responseHandler']): Promise<ParsedBody> {
  if (typeof handler === 'function') return { ok: true, value: await handler(response as Response) };
  if (response.status === 204 || response.status === 205) return { ok: true, value: null };
  const raw = await response.text();
  if (handler === 'text') return { ok: true, value: raw };
  if (raw.trim() === '') return { ok: true, value: null };
  const contentType = response.headers.get('content-type') ?? '';
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    const expectsJson = handler === 'json' || contentType.includes('json');
    return expectsJson ? { ok: false, raw } : { ok: true, value: raw };
  }
}
