import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

type OriginConfig = Pick<AppConfig, 'publicOrigin' | 'host' | 'port'>;

const BARE_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** Loopback, private and link-local addresses: a Host naming one of them cannot send users to somebody else's site. */
function isLocalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (family === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped?.[1]) return isLocalAddress(mapped[1]);
    return /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
  }
  return false;
}

/**
 * Whether a Host header (already the forwarded one when it came through a TRUST_PROXY proxy) may name the
 * site: localhost names, loopback/private address literals, or the name the server was told to listen on.
 * Anything else (evil.example) could be a forged header or a DNS-rebinding name.
 */
export function isTrustworthyHostname(hostname: string, config: Pick<AppConfig, 'host'>): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isLocalAddress(name)) return true;
  const listen = config.host.toLowerCase();
  return !WILDCARD_HOSTS.has(listen) && name === listen.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The origin users reach the site at, for OAuth redirect URIs and every redirect the API sends: PUBLIC_ORIGIN
 * when set (required in production); otherwise the request's own origin only when its Host is trustworthy,
 * else http://localhost:PORT. One function, so no route builds an address from an unchecked Host.
 */
export function publicOrigin(request: FastifyRequest, config: OriginConfig = request.server.config): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  const fallback = `http://localhost:${config.port}`;
  const host = request.host;
  // Only a bare host[:port]: `localhost@evil.example` or `localhost/x` would parse to something else.
  if (!host || !BARE_HOST.test(host)) return fallback;
  const url = new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${host}`);
  return isTrustworthyHostname(url.hostname, config) ? url.origin : fallback;
}

/** Cookies get `Secure` when the client speaks https: directly, through a trusted proxy, or per PUBLIC_ORIGIN. */
export function isSecureRequest(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin'> = request.server.config): boolean {
  return request.protocol === 'https' || Boolean(config.publicOrigin?.startsWith('https:'));
}
