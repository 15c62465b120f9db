import { readFile, stat } from 'node:fs/promises';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAP_TILE_URL } from 'shared-contracts/schemas';
import { pageStyleNonce } from './page-style-nonce';
import { hstsHeader, originOfTemplate, remoteOriginsOf, RESOURCE_POLICY, sitePolicy, type SiteSources } from './security-headers.policy';
import { remotesFilePath } from './web-static';

/**
 * Remote origins from remotes.json, re-read when the file changes: replacing that file is how a remote is
 * redeployed, possibly onto another origin, and the pages' policy must follow without a restart.
 */
function remoteOriginsReader(file: string): () => Promise<string[]> {
  let cached: { mtimeMs: number; size: number; origins: string[] } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return [];
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.origins;
    const text = await readFile(file, 'utf8').catch(() => null);
    let origins: string[] = [];
    try {
      origins = text === null ? [] : remoteOriginsOf(JSON.parse(text));
    } catch {
      // An unreadable remotes.json loads no remote at all, so there is nothing to allow.
    }
    cached = { mtimeMs: info.mtimeMs, size: info.size, origins };
    return origins;
  };
}

/**
 * Fastify answers a malformed URL (bad percent-encoding, an over-long parameter) through its `frameworkErrors`
 * option without running any hook, so neither helmet nor the hook below sees that answer: that handler calls
 * this to give it the same headers as any other non-page answer.
 */
export function setHeadersOutsideHooks(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const hsts = hstsHeader(request.protocol);
  reply.headers({
    'content-security-policy': RESOURCE_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  });
  return reply;
}

function isHtml(reply: FastifyReply): boolean {
  return /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Security headers on every answer: API JSON, error answers, pages, remotes' files, remotes.json, images.
 * Helmet sets the fixed ones when the request arrives (so even an answer that fails early has them); the
 * Content-Security-Policy, HSTS and the opener policy depend on the answer and are set just before sending.
 */
async function securityHeadersPlugin(fastify: FastifyInstance): Promise<void> {
  const { config } = fastify;
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    // Browsers' default: other sites see only our origin. OpenStreetMap's tile policy asks for a referrer,
    // so 'no-referrer' (helmet's default) would get the map's tiles refused.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Toss's payment window may open a popup that reports back to this page through window.opener.
    crossOriginOpenerPolicy: { policy: config.payments.toss ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  const remoteOrigins = remoteOriginsReader(remotesFilePath(config.webRoot, config.remotesFile));
  const fixedSources: Omit<SiteSources, 'remoteOrigins'> = {
    tileOrigins: [originOfTemplate(MAP_TILE_URL)],
    toss: config.payments.toss !== undefined,
    recaptcha: config.auth.recaptcha !== undefined,
  };

  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const https = request.protocol === 'https';
    const hsts = hstsHeader(request.protocol);
    if (hsts) reply.header('strict-transport-security', hsts);
    // A plugin with a policy of its own (e.g. Swagger UI) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      const policy = isHtml(reply)
        ? sitePolicy({ ...fixedSources, remoteOrigins: await remoteOrigins() }, https, pageStyleNonce(reply))
        : RESOURCE_POLICY;
      reply.header('content-security-policy', policy);
    }
    // Remotes are static code meant to be loaded by a shell on any origin (ARCHITECTURE.md §4: "servable
    // from any CDN"), so a shell elsewhere may take them from here.
    if (request.url.startsWith('/remotes/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', fastify: '5.x' });
