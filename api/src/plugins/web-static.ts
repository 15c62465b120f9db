import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deferEntryScripts, firstViewHints, firstViewPaint, isClientRoute, parseRemotesManifest, type PagePreloads } from 'shared-contracts/schemas';
import { AppError } from '../errors/app-error';
import type { PagePreloadsFor } from './page-preloads';
import { newStyleNonce, setPageStyleNonce, withStyleNonce } from './page-style-nonce';

/** The federated remotes served under /remotes/<package>/ (URL map in ARCHITECTURE.md). */
export const REMOTE_PACKAGES = ['mf-search', 'mf-hotel', 'mf-account', 'mf-support', 'mf-owner', 'mf-admin'] as const;

export interface WebStaticOptions {
  webRoot: string;
  /** Overrides <webRoot>/shell/dist/remotes.json, e.g. to point one remote at another deployment. */
  remotesFile?: string;
  nodeEnv: string;
  /** What a page will fetch and show first, from its address (first-view hints); null when nothing is known. */
  pagePreloads?: PagePreloadsFor;
}

/** Serves the SPA page (200 for client routes, 404 for other page paths); answers false for API and file paths. */
export type WebFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    webFallback: WebFallback | null;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const CONTENT_HASH = /\.[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/**
 * Content-hashed files never change under their name, so they are cached for a year. Entry points
 * (remoteEntry.js, mf-manifest.json, index.html, remotes.json) and anything unhashed must be revalidated:
 * that is what lets a redeployed remote be picked up without rebuilding the shell.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(gz|br)$/, '');
  if (name === 'remoteEntry.js' || name === 'mf-manifest.json' || name.endsWith('.html')) return REVALIDATE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : REVALIDATE;
}

const setCacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

function pathnameOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/** The API and the remotes' files keep their JSON 404s; a missing file (name with a dot) is not a page either. */
function mayBePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request.url);
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  // A browser navigating to /wp-login.php still gets the site's not-found page rather than JSON.
  return !last.includes('.') || /\btext\/html\b/.test(request.headers.accept ?? '');
}

/**
 * Source maps stay on the build machine in production mode (the production build does not reference them
 * either): they would hand out the whole source.
 */
export function isServedFile(pathName: string, nodeEnv: string): boolean {
  return nodeEnv !== 'production' || !/\.map(\.gz|\.br)?$/i.test(pathName);
}

/** The remotes.json the site serves: REMOTES_FILE when set, else the one the shell build wrote. */
export function remotesFilePath(webRoot: string, remotesFile: string | undefined): string {
  return remotesFile ?? path.join(webRoot, 'shell', 'dist', 'remotes.json');
}

/** The remotes map for the page's hints; unreadable → null (the shell then fetches /remotes.json itself). */
async function readRemotesManifest(file: string) {
  try {
    return parseRemotesManifest(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/** Puts the first-view hints (shared-contracts first-view-hints) at the end of <head>. */
export function withFirstViewHints(html: string, hints: string): string {
  if (!hints) return html;
  const headEnd = html.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : html.search(/<body/i);
  return at < 0 ? hints + html : html.slice(0, at) + hints + html.slice(at);
}

/**
 * Puts what the page paints before its code runs (firstViewPaint, with its starter script) right after the root
 * element, and makes the entry scripts wait for that starter (deferEntryScripts).
 */
export function withFirstViewPaint(html: string, paint: string): string {
  if (!paint) return html;
  const root = /<div id="?root"?><\/div>/i.exec(html);
  if (!root) return html;
  const at = root.index + root[0].length;
  return deferEntryScripts(html.slice(0, at)) + paint + html.slice(at);
}

async function webStaticPlugin(fastify: FastifyInstance, options: WebStaticOptions): Promise<void> {
  const shellDist = path.join(options.webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  if (!existsSync(indexFile)) {
    fastify.log.info({ shellDist }, 'web UI not served: shell/dist/index.html is missing (run `pnpm build`); the API works');
    fastify.decorate('webFallback', null);
    return;
  }

  for (const pkg of REMOTE_PACKAGES) {
    // Registered even when not built yet: a remote deployed later is served without a restart.
    await fastify.register(fastifyStatic, {
      root: path.join(options.webRoot, pkg, 'dist'),
      prefix: `/remotes/${pkg}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      suppressWarning: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      allowedPath: (pathName) => isServedFile(pathName, options.nodeEnv),
    });
  }

  const remotesFile = remotesFilePath(options.webRoot, options.remotesFile);
  fastify.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    // Read on every request: replacing this file is how one remote is redeployed.
    const content = await readFile(remotesFile).catch(() => null);
    if (content === null) throw AppError.notFound('FILE_NOT_FOUND');
    return reply.type('application/json; charset=utf-8').header('cache-control', REVALIDATE).send(content);
  });

  await fastify.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    decorateReply: false,
    // No index: `/` is a page like the others and gets its first-view hints from the fallback below.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // A directory (`/`) is no file: not-found sends it on to the page fallback.
    allowedPath: (pathName) => !pathName.endsWith('/') && isServedFile(pathName, options.nodeEnv),
  });

  /** Hints are an optimisation: a failure to compute them never fails the page. */
  const preloadsFor = async (pathname: string, request: FastifyRequest): Promise<PagePreloads | null> => {
    if (!options.pagePreloads) return null;
    const { url } = request;
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    try {
      return await options.pagePreloads(pathname, new URLSearchParams(query), request.ip);
    } catch (error) {
      fastify.log.warn({ err: error, pathname }, 'page preloads failed; the page is served without them');
      return null;
    }
  };

  fastify.decorate('webFallback', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!mayBePage(request)) return false;
    const html = await readFile(indexFile).catch(() => null);
    if (html === null) return false;
    // Unknown paths get the same page with a 404 status: the shell renders its not-found page for them
    // from the same route list (shared-contracts client-routes), so people and crawlers see the same answer.
    const pathname = pathnameOf(request.url);
    const status = isClientRoute(pathname) ? 200 : 404;
    const manifest = await readRemotesManifest(remotesFile);
    // One random number for both: the preloaded hero is the one painted.
    const random = randomInt(1_000_000) / 1_000_000;
    const preloads = status === 200 ? await preloadsFor(pathname, request) : null;
    const withHints = withFirstViewHints(html.toString('utf8'), firstViewHints({ pathname, manifest, random, preloads }));
    const nonce = newStyleNonce();
    setPageStyleNonce(reply, nonce);
    const page = withStyleNonce(withFirstViewPaint(withHints, firstViewPaint({ pathname, random, preloads })), nonce);
    await reply.code(status).type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(page);
    return true;
  });
  fastify.log.info({ webRoot: options.webRoot, remotesFile }, 'serving the web UI');
}

export default fp(webStaticPlugin, { name: 'web-static', fastify: '5.x' });
