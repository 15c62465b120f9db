import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

type OriginConfig = Pick<AppConfig, 'publicOrigin' | 'host' | 'port'>;

const BARE_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * localhost names and loopback address literals (127.0.0.0/8, ::1, IPv4-mapped loopback, also in the hexadecimal
 * form URL parsing gives it): the user's own machine.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const family = isIP(name);
  if (family === 4) return name.split('.')[0] === '127';
  if (family === 6) {
    if (name === '::1') return true;
    const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
    if (dotted?.[1]) return isLoopbackHostname(dotted[1]);
    const hex = /^::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}$/.exec(name);
    return hex?.[1] !== undefined && parseInt(hex[1], 16) >> 8 === 127;
  }
  return false;
}

/** A listen address or host name as URL parsing writes it (lower case, IPv6 in brackets), or null. */
function normalizedHostname(name: string): string | null {
  const bare = name.trim().replace(/^\[(.*)\]$/, '$1');
  try {
    return new URL(`http://${isIP(bare) === 6 ? `[${bare}]` : bare}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether the origin a request names (its Host, or the forwarded one from a TRUST_PROXY proxy) may be used for
 * redirects and links while PUBLIC_ORIGIN is unset:
 *  - a loopback name or address, on any port: it can only lead the user to their own machine (the development
 *    servers on other ports included);
 *  - the configured HOST, when it is one address or name (not the 0.0.0.0 / :: wildcard), on the configured PORT:
 *    that is this server itself, whatever network it is on (HOST=192.168.0.5 for a phone on the LAN);
 *  - nothing else. A private address (10.x, 192.168.x, fd00::…) is not enough: it may be any machine of the
 *    network, an attacker's among them, and a forged Host would send a reset or sign-in link there.
 */
export function isTrustworthyOrigin(url: URL, config: Pick<AppConfig, 'host' | 'port'>): boolean {
  if (isLoopbackHostname(url.hostname)) return true;
  const listen = normalizedHostname(config.host);
  if (listen === null || WILDCARD_HOSTS.has(listen)) return false;
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  return url.hostname === listen && port === config.port;
}

/**
 * The origin users reach the site at, for OAuth redirect URIs, every redirect the API sends and the links in its
 * mails: PUBLIC_ORIGIN when set (required in production); otherwise the request's own origin only when
 * isTrustworthyOrigin says so, else http://localhost:PORT. One function, so no route builds an address from an
 * unchecked Host.
 */
export function publicOrigin(request: FastifyRequest, config: OriginConfig = request.server.config): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  const fallback = `http://localhost:${config.port}`;
  const host = request.host;
  // Only a bare host[:port]: `localhost@evil.example` or `localhost/x` would parse to something else.
  if (!host || !BARE_HOST.test(host)) return fallback;
  const url = new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${host}`);
  return isTrustworthyOrigin(url, config) ? url.origin : fallback;
}

/** Cookies get `Secure` when the client speaks https: directly, through a trusted proxy, or per PUBLIC_ORIGIN. */
export function isSecureRequest(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin'> = request.server.config): boolean {
  return request.protocol === 'https' || Boolean(config.publicOrigin?.startsWith('https:'));
}
