import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../build';
import { withStyleNonce } from './page-style-nonce';
import { sitePolicy } from './security-headers.policy';

const INDEX_HTML =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8" /><title>스테이온</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

function styleDirectives(res: LightMyRequestResponse): { styleSrc: string[]; styleSrcAttr: string[] } {
  const header = String(res.headers['content-security-policy'] ?? '');
  const get = (name: string) =>
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name)
      ?.slice(1) ?? [];
  return { styleSrc: get('style-src'), styleSrcAttr: get('style-src-attr') };
}

describe('withStyleNonce', () => {
  it('marks every <style> element and announces the nonce right after the charset', () => {
    const html = '<html><head><meta charset="utf-8"><style>a{}</style></head><body><STYLE media="x">b{}</STYLE><styles></styles></body></html>';
    assert.equal(
      withStyleNonce(html, 'abc+/='),
      '<html><head><meta charset="utf-8"><meta name="csp-nonce" property="csp-nonce" content="abc+/=">' +
        '<style nonce="abc+/=">a{}</style></head><body><style nonce="abc+/=" media="x">b{}</STYLE><styles></styles></body></html>',
    );
    assert.match(withStyleNonce('<head><title>x</title></head>', 'n'), /^<head><meta name="csp-nonce" property="csp-nonce" content="n"><title>/);
  });
});

describe('the page CSP allows <style> by a nonce, not by unsafe-inline', () => {
  let webRoot: string;
  let app: FastifyInstance;
  before(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'hotel-style-nonce-'));
    const files: Record<string, string> = {
      'shell/dist/index.html': INDEX_HTML,
      'shell/dist/remotes.json': JSON.stringify({ mf_search: '/remotes/mf-search/remoteEntry.js', mf_hotel: '/remotes/mf-hotel/remoteEntry.js' }),
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
      await writeFile(path.join(webRoot, file), content);
    }
    app = await build({ seed: { hotels: 2 }, webRoot });
  });
  after(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('gives each page a fresh nonce, in its policy, its <meta> and on every <style> it paints', async () => {
    const seen = new Set<string>();
    for (const url of ['/main', '/hotels/1', '/search?region=seoul', '/owner', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      assert.match(String(res.headers['content-type']), /text\/html/, url);
      const { styleSrc, styleSrcAttr } = styleDirectives(res);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(styleSrc[1] ?? '')?.[1];
      assert.ok(nonce, `${url}: ${styleSrc.join(' ')}`);
      assert.deepEqual(styleSrc, ["'self'", `'nonce-${nonce}'`], url);
      assert.deepEqual(styleSrcAttr, ["'unsafe-inline'"], `${url}: the painted first views use style attributes`);
      assert.ok(res.body.includes(`<meta name="csp-nonce" property="csp-nonce" content="${nonce}">`), url);
      const styles = res.body.match(/<style\b[^>]*>/gi) ?? [];
      for (const tag of styles) assert.equal(tag, `<style nonce="${nonce}">`, url);
      seen.add(nonce);
    }
    assert.equal(seen.size, 5, 'one nonce per answer');
    // The hotel page paints its top before any code runs, with a <style> of its own.
    const hotel = await app.inject({ method: 'GET', url: '/hotels/1' });
    assert.ok((hotel.body.match(/<style nonce=/g) ?? []).length >= 1, 'the painted first view is styled');
  });

  it('leaves inline styles to other HTML only (Swagger UI inserts its own and reads no nonce)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(styleDirectives(res), { styleSrc: ["'self'", "'unsafe-inline'"], styleSrcAttr: ["'unsafe-inline'"] });
  });

  it("never writes unsafe-inline into a page's style-src", () => {
    const sources = { remoteOrigins: ['https://cdn.example.com'], tileOrigins: ['https://tile.openstreetmap.org'], toss: true, recaptcha: true };
    for (const https of [true, false]) {
      const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(sitePolicy(sources, https, 'bm9uY2U='))?.[1];
      assert.equal(styleSrc, "'self' 'nonce-bm9uY2U='");
    }
  });
});
