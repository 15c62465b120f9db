import { isIP } from 'node:net';

/**
 * Whether a listen address (HOST) accepts loopback connections only: `localhost`, 127.0.0.0/8, ::1 (bracketed or
 * not) and IPv4-mapped loopback. The wildcards 0.0.0.0 and :: and every other address are reachable from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  const family = isIP(name);
  if (family === 4) return name.split('.')[0] === '127';
  if (family === 6) {
    if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(name);
    return mapped?.[1] !== undefined && isLoopbackHost(mapped[1]);
  }
  return false;
}
