import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { build } from '../build';
import { cacheControlFor } from './web-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><script defer src=/main.1a2b3c4d.js></script></head><body><div id="root"></div></body></html>';
const CHUNK_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['secret.ts'], mappings: 'AAAA' });

/** A fake `pnpm build` output: shell plus one built remote (mf-search); the other remotes are missing. */
async function fakeWebRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hotel-web-'));
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/main.1a2b3c4d.js': 'shell main',
    'shell/dist/remotes.json': JSON.stringify({ mf_search: '/remotes/mf-search/mf-manifest.json' }),
    'mf-search/dist/remoteEntry.js': 'var mf_search;',
    'mf-search/dist/mf-manifest.json': '{"name":"mf_search"}',
    'mf-search/dist/chunk.abcdef12.js': CHUNK_JS,
    'mf-search/dist/chunk.abcdef12.js.gz': gzipSync(CHUNK_JS),
    'mf-search/dist/chunk.abcdef12.js.map': SOURCE_MAP,
    'mf-search/dist/chunk.abcdef12.js.map.gz': gzipSync(SOURCE_MAP),
    'shell/dist/main.1a2b3c4d.js.map': SOURCE_MAP,
    'override/remotes.json': JSON.stringify({ mf_search: 'https://cdn.example.com/mf-search/mf-manifest.json' }),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

describe('static web serving', () => {
  let webRoot: string;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    webRoot = await fakeWebRoot();
    app = await build({ seed: false, webRoot });
  });
  after(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the shell at / and every client route as the SPA page, uncached', async () => {
    for (const url of ['/', '/main', '/hotels/12?checkIn=2030-03-15&checkOut=2030-03-16', '/owner/hotels/3/inventory', '/error/404']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.match(res.body, /<div id="root"><\/div>/, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
  });

  it('writes the first-view hints into the page: the remotes map, the route remote entry, the hero of /main', async () => {
    const main = await get('/main');
    assert.match(
      main.body,
      /<script type="application\/json" id="remotes-manifest">\{"mf_search":"\/remotes\/mf-search\/mf-manifest.json"\}<\/script>/,
    );
    assert.match(main.body, /<link rel="preload" as="script" href="\/remotes\/mf-search\/mf-manifest.json">/);
    assert.match(main.body, /<link rel="preload" as="image" href="\/api\/images\/hero\/hero-[1-4]\.webp" fetchpriority="high" data-hero>/);
    // The hints come before the body, so the browser starts those downloads while it reads the page.
    assert.ok(main.body.indexOf('remotes-manifest') < main.body.indexOf('<body'));
    const root = await get('/');
    assert.match(root.body, /as="image"/, '/ goes on to /main and needs the same');
    // A route whose remote is not in remotes.json gets the map only.
    const hotel = await get('/hotels/3');
    assert.match(hotel.body, /remotes-manifest/);
    assert.doesNotMatch(hotel.body, /rel="preload"/);
  });

  it('paints the preloaded hero of /main right after the root, before any script runs; other pages paint nothing', async () => {
    for (const url of ['/main', '/']) {
      const page = (await get(url)).body;
      const preloaded = /<link rel="preload" as="image" href="([^"]+)"/.exec(page)?.[1];
      const painted =
        /<div id="root"><\/div>.*<div id="first-view" aria-hidden="true" data-page="\/main" style="[^"]*pointer-events:none[^"]*"><img src="([^"]+)"/.exec(
          page,
        )?.[1];
      assert.ok(preloaded, url);
      assert.equal(painted, preloaded, `${url}: the painted hero is the preloaded one`);
    }
    for (const url of ['/search', '/hotels/3', '/no-such-page']) assert.doesNotMatch((await get(url)).body, /first-view/, url);
  });

  it('runs the entry script of a painted page only through the starter, which the page policy allows by hash', async () => {
    const main = await get('/main');
    assert.doesNotMatch(main.body, /<script defer/);
    assert.match(main.body, /<link rel="preload" as="script" href="\/main\.1a2b3c4d\.js" data-first-view-start>/);
    const starter = /<div id="first-view"[^]*?<\/div><\/div><script>([^]*?)<\/script>/.exec(main.body)?.[1];
    assert.ok(starter, 'the starter follows the painted picture');
    const hash = `'sha256-${createHash('sha256').update(starter).digest('base64')}'`;
    assert.match(String(main.headers['content-security-policy']), new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
    // Pages without a painted first view keep the built entry script as it is.
    for (const url of ['/search', '/hotels/3']) assert.match((await get(url)).body, /<script defer src=\/main\.1a2b3c4d\.js><\/script>/, url);
  });

  it('serves content-hashed shell files as immutable', async () => {
    const res = await get('/main.1a2b3c4d.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, 'shell main');
    assert.equal(res.headers['cache-control'], IMMUTABLE);
  });

  it("serves a remote's entry files uncached and its hashed chunks immutable", async () => {
    const entry = await get('/remotes/mf-search/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var mf_search;');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    const manifest = await get('/remotes/mf-search/mf-manifest.json');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const chunk = await get('/remotes/mf-search/chunk.abcdef12.js');
    assert.equal(chunk.body, CHUNK_JS);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
  });

  it('serves the precompressed .gz sibling to clients that accept gzip', async () => {
    const res = await get('/remotes/mf-search/chunk.abcdef12.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.match(String(res.headers['content-type']), /javascript/);
    assert.match(String(res.headers.vary), /accept-encoding/i);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.deepEqual(res.rawPayload, gzipSync(CHUNK_JS));
  });

  it('answers a missing remote file with a 404, never the SPA page', async () => {
    for (const url of ['/remotes/mf-search/missing.js', '/remotes/mf-owner/remoteEntry.js', '/remotes/mf-search/deep/route']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.doesNotMatch(res.body, /<html/, url);
      assert.equal(res.json<{ error: string }>().error, 'FILE_NOT_FOUND', url);
    }
  });

  it('answers a missing file with an extension with a 404 instead of the SPA page', async () => {
    const res = await get('/missing.js');
    assert.equal(res.statusCode, 404);
    assert.doesNotMatch(res.body, /<html/);
  });

  it('answers an unknown page path with a 404 and the same SPA page, which shows its not-found page', async () => {
    for (const url of ['/nowhere', '/nowhere/deeper?x=1', '/error/404/more', '/mainx', '/constructor']) {
      const res = await get(url, { accept: 'text/html' });
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
      assert.match(res.body, /<div id="root"><\/div>/, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
    // HEAD as well (link checkers), and a browser asking for a page with a file-like name.
    assert.equal((await app.inject({ method: 'HEAD', url: '/nowhere' })).statusCode, 404);
    const php = await get('/wp-login.php', { accept: 'text/html,application/xhtml+xml' });
    assert.equal(php.statusCode, 404);
    assert.match(php.body, /<div id="root"><\/div>/);
  });

  it('keeps the source maps of a build from being served in production mode', async () => {
    assert.equal((await get('/main.1a2b3c4d.js.map')).statusCode, 200, 'served outside production mode');
    const production = await build({
      seed: false,
      webRoot,
      env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://stay.example.com', JWT_SECRET: 'x'.repeat(48) },
    });
    try {
      for (const url of ['/main.1a2b3c4d.js.map', '/remotes/mf-search/chunk.abcdef12.js.map']) {
        const res = await production.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        assert.equal(res.statusCode, 404, url);
        assert.doesNotMatch(res.body, /mappings/, url);
      }
      assert.equal((await production.inject({ method: 'GET', url: '/remotes/mf-search/chunk.abcdef12.js' })).statusCode, 200);
    } finally {
      await production.close();
    }
  });

  it('keeps /api paths on the API error model', async () => {
    const res = await get('/api/unknown/path');
    assert.equal(res.statusCode, 404);
    assert.equal(res.json<{ error: string }>().error, 'NOT_FOUND');
    assert.equal((await get('/api/health')).statusCode, 200);
  });

  it('does not answer non-GET requests with the SPA page', async () => {
    const res = await app.inject({ method: 'POST', url: '/main' });
    assert.equal(res.statusCode, 404);
    assert.match(String(res.headers['content-type']), /application\/json/);
  });

  it('serves /remotes.json from shell/dist, uncached', async () => {
    const res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(res.json(), { mf_search: '/remotes/mf-search/mf-manifest.json' });
  });

  it('serves /remotes.json from REMOTES_FILE when set', async () => {
    const other = await build({ seed: false, webRoot, remotesFile: path.join(webRoot, 'override/remotes.json') });
    try {
      const res = await other.inject({ method: 'GET', url: '/remotes.json' });
      assert.deepEqual(res.json(), { mf_search: 'https://cdn.example.com/mf-search/mf-manifest.json' });
    } finally {
      await other.close();
    }
  });
});

describe('without a built shell', () => {
  it('still serves the API and answers page routes with a JSON 404', async () => {
    const emptyRoot = await mkdtemp(path.join(os.tmpdir(), 'hotel-web-empty-'));
    const app = await build({ seed: false, webRoot: emptyRoot });
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
      const page = await app.inject({ method: 'GET', url: '/main' });
      assert.equal(page.statusCode, 404);
      assert.equal(page.json<{ error: string }>().error, 'PAGE_NOT_FOUND');
      assert.equal((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode, 404);
    } finally {
      await app.close();
      await rm(emptyRoot, { recursive: true, force: true });
    }
  });
});

describe('cacheControlFor', () => {
  it('caches content-hashed names for a year and revalidates entry points and unhashed files', () => {
    assert.equal(cacheControlFor('/x/main.1a2b3c4d.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/10.241565d1.js.gz'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/styles.0123abcd.css'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('/x/remoteEntry.js.gz'), 'no-cache');
    assert.equal(cacheControlFor('/x/mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('/x/index.html'), 'no-cache');
    assert.equal(cacheControlFor('/x/favicon.ico'), 'no-cache');
  });
});
