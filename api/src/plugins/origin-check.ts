import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { originCheckMessages } from '../messages';
import { isLoopbackHostname, publicOrigin } from '../security/public-origin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginPolicy {
  /** The site's own origin for this request: PUBLIC_ORIGIN, or in development the request's own (publicOrigin). */
  own: string;
  /** Outside production: pages on the developer's own machine, i.e. the `pnpm dev` servers on :3000–3006. */
  allowLoopback: boolean;
}

/** The origin a header value names (scheme://host[:port], default port dropped), or null for anything else. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from another site: its Origin, or when there is none its Referer, names
 * an origin that is not the site's own (nor, outside production, a loopback one); `Origin: null` (sandboxed frames,
 * file pages) and values that are no http(s) origin count as foreign. With neither header the request is let
 * through unless the browser's fetch metadata says another site sent it (`Sec-Fetch-Site: cross-site|same-site`):
 * browsers send Origin with every POST, PUT, PATCH and DELETE, forms included, so a request without it comes from
 * a program (an app with a bearer token, curl, the tests), which the cookie's SameSite=Strict does not concern —
 * whoever sends the refresh cookie that way holds it already.
 */
export function isForeignRequest(headers: IncomingHttpHeaders, policy: OriginPolicy): boolean {
  const referer = headers.referer?.trim() || undefined;
  const claimed = headers.origin ?? referer;
  if (claimed === undefined) {
    const site = headers['sec-fetch-site'];
    return site === 'cross-site' || site === 'same-site';
  }
  const origin = originOf(claimed);
  if (origin === null) return true;
  if (origin === policy.own) return false;
  return !(policy.allowLoopback && isLoopbackHostname(new URL(origin).hostname));
}

/**
 * Refuses POST, PUT, PATCH and DELETE on every /api route registered after it whose Origin (or Referer) is another
 * site's, with 403 CROSS_SITE_REQUEST in the usual error format, before the body is read. SameSite=Strict keeps the
 * refresh cookie from cross-site requests, but not from a sibling site under the same domain, nor from browsers
 * that ignore SameSite; this check does not depend on either.
 */
async function originCheckPlugin(scope: FastifyInstance): Promise<void> {
  const allowLoopback = scope.config.nodeEnv !== 'production';
  scope.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (isForeignRequest(request.headers, { own: publicOrigin(request), allowLoopback })) {
      throw new AppError(403, 'CROSS_SITE_REQUEST', originCheckMessages.foreignOrigin);
    }
  });
}

export default fp(originCheckPlugin, { name: 'origin-check', fastify: '5.x' });
