/**
 * The Content-Security-Policy of the composed site and the other per-request security header decisions,
 * as pure functions (docs/decisions/0006-security-headers.md explains each source).
 */

import { createHash } from 'node:crypto';
import { POSTCODE_CSP_SOURCES } from 'shared-contracts/member-area';
import { FIRST_VIEW_STARTER } from 'shared-contracts/schemas';

/** The one inline script of the site's pages (the first-view starter, shared-contracts), allowed by its hash. */
export const FIRST_VIEW_STARTER_SOURCE = `'sha256-${createHash('sha256').update(FIRST_VIEW_STARTER).digest('base64')}'`;

/** What the site's pages load from outside their own origin. */
export interface SiteSources {
  /** Origins of remotes that remotes.json places on another origin (a CDN, another deployment). */
  remoteOrigins: readonly string[];
  /** Origin(s) of the map tiles Leaflet loads. */
  tileOrigins: readonly string[];
  /** Toss Payments is configured: its SDK script, payment window frames and API calls. */
  toss: boolean;
  /** Google reCAPTCHA is configured instead of the self-hosted ALTCHA. */
  recaptcha: boolean;
}

const TOSS = {
  script: ['https://js.tosspayments.com'],
  // The payment window is a frame from Toss's hosts; the SDK reports to and reads from *.tosspayments.com.
  frame: ['https://*.tosspayments.com', 'https://*.toss.im'],
  connect: ['https://*.tosspayments.com'],
  img: ['https://*.tosspayments.com'],
};

const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
  img: ['https://www.gstatic.com/recaptcha/'],
};

function directive(name: string, sources: readonly string[]): string {
  return `${name} ${[...new Set(sources)].join(' ')}`;
}

/**
 * The policy of every HTML page of the site (the shell's index.html, also answered for unknown paths).
 * No 'unsafe-eval' and no inline script but the first-view starter, allowed by its hash (FIRST_VIEW_STARTER_SOURCE):
 * the production bundles need nothing else. A site page (`styleNonce` given, see page-style-nonce.ts) allows
 * <style> elements only with its nonce: the server's painted first views, styled-components and ALTCHA carry it.
 * Style attributes stay allowed (style-src-attr), which the painted first views use and a nonce cannot cover.
 * Other HTML (Swagger UI at /api/docs, which inserts <style> elements of its own and reads no nonce) keeps
 * 'unsafe-inline' for styles.
 */
export function sitePolicy(sources: SiteSources, https: boolean, styleNonce?: string): string {
  const toss = sources.toss ? TOSS : undefined;
  const recaptcha = sources.recaptcha ? RECAPTCHA : undefined;
  // Kakao's postcode search (the address forms of the member area) on every page: the site is one document, and a
  // member reaches those forms by client-side navigation from whatever page opened it.
  const postcode = POSTCODE_CSP_SOURCES;
  const frames = [...(toss?.frame ?? []), ...(recaptcha?.frame ?? []), ...postcode.frame];
  const directives = [
    "default-src 'self'",
    directive('script-src', [
      "'self'",
      FIRST_VIEW_STARTER_SOURCE,
      ...sources.remoteOrigins,
      ...(toss?.script ?? []),
      ...(recaptcha?.script ?? []),
      ...postcode.script,
    ]),
    directive('style-src', ["'self'", styleNonce ? `'nonce-${styleNonce}'` : "'unsafe-inline'"]),
    "style-src-attr 'unsafe-inline'",
    directive('img-src', [
      "'self'",
      'data:',
      'blob:',
      ...sources.tileOrigins,
      ...sources.remoteOrigins,
      ...(toss?.img ?? []),
      ...(recaptcha?.img ?? []),
      ...postcode.img,
    ]),
    directive('font-src', ["'self'", 'data:', ...sources.remoteOrigins]),
    directive('connect-src', ["'self'", ...sources.remoteOrigins, ...(toss?.connect ?? []), ...(recaptcha?.connect ?? [])]),
    // ALTCHA solves its proof of work in web workers it starts from blob: URLs.
    "worker-src 'self' blob:",
    directive('frame-src', frames),
    "object-src 'none'",
    "base-uri 'self'",
    directive('form-action', ["'self'", ...(toss?.frame ?? [])]),
    "frame-ancestors 'none'",
  ];
  // Only over https: on a plain-http origin it would rewrite the page's own requests to an https that is not there.
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Everything that is not a page (API JSON, errors, images, scripts): nothing may run if one is opened as a document. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** HSTS only on https answers: over plain http browsers ignore it, and a local http deployment must stay reachable. */
export function hstsHeader(protocol: string): string | undefined {
  return protocol === 'https' ? 'max-age=31536000; includeSubDomains' : undefined;
}

/**
 * The origins a remotes.json points at other than our own: relative entries (the default /remotes/<pkg>/…)
 * need nothing; an absolute URL adds its origin. Unparseable entries are ignored (the shell cannot load them).
 */
export function remoteOriginsOf(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const origins = new Set<string>();
  for (const value of Object.values(manifest as Record<string, unknown>)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins].sort();
}

/**
 * The CSP source of a URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png; a placeholder in
 * the host (https://{s}.tile.example.com) becomes a wildcard subdomain.
 */
export function originOfTemplate(template: string): string {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(template);
  if (!match) throw new Error(`not an absolute http(s) URL template: ${template}`);
  return match[1]!.toLowerCase().replace(/\{[^}]*\}/g, '*');
}
