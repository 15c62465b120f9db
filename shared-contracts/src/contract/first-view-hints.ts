import { remoteForPath } from './client-routes';
import type { RemotesManifest } from './remotes-manifest';

/**
 * First-view hints (issue 14): the server writes into the page what the browser would otherwise learn only
 * after a chain of requests — the remotes map (no /remotes.json round trip before a remote can load), a preload
 * of the current route's remoteEntry.js, and for /main the hero picture the page will show. The page works
 * without them (a page from an older server, a cached HTML): each reader (first-view.ts) falls back to fetching
 * or choosing. No DOM here: the API imports this file.
 */
export const REMOTES_MANIFEST_ELEMENT_ID = 'remotes-manifest';

/** The four hero backgrounds of /main (guest-core §2 "Main": a random one of four, 420 px high). */
export const HERO_IMAGE_URLS: readonly string[] = [1, 2, 3, 4].map((n) => `/api/images/hero/hero-${n}.webp`);
/** The attribute marking the server's hero preload (`<link rel="preload" as="image" data-hero>`). */
export const HERO_PRELOAD_ATTRIBUTE = 'data-hero';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` can end or change the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface FirstViewInput {
  pathname: string;
  manifest: RemotesManifest | null;
  /** 0 ≤ random < 1: picks the hero of /main. */
  random: number;
}

/** The tags the server puts at the end of <head> for a page path (pure: the API and tests call it). */
export function firstViewHints({ pathname, manifest, random }: FirstViewInput): string {
  const tags: string[] = [];
  // The home path sends the visitor on to /main at once: it needs what /main needs.
  const page = pathname === '/' ? '/main' : pathname;
  if (manifest) {
    tags.push(`<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">${jsonForScript(manifest)}</script>`);
    const remote = remoteForPath(page);
    const entry = remote ? manifest[remote] : undefined;
    // No crossorigin: the federation runtime and webpack load scripts without it, so the preload is reused.
    if (entry) tags.push(`<link rel="preload" as="script" href="${escapeAttribute(entry)}">`);
  }
  if (/^\/main\/?$/.test(page)) {
    const index = Math.min(HERO_IMAGE_URLS.length - 1, Math.floor(random * HERO_IMAGE_URLS.length));
    const hero = HERO_IMAGE_URLS[index]!;
    tags.push(`<link rel="preload" as="image" href="${hero}" fetchpriority="high" ${HERO_PRELOAD_ATTRIBUTE}>`);
  }
  return tags.join('');
}
