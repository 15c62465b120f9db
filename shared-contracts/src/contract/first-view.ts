import { FIRST_VIEW_ELEMENT_ID, HERO_IMAGE_URLS, HERO_PRELOAD_ATTRIBUTE, REMOTES_MANIFEST_ELEMENT_ID } from './first-view-hints';
import { parseRemotesManifest, type RemotesManifest } from './remotes-manifest';

/** Reads the server's first-view hints (first-view-hints.ts) in the browser. */

/** The remotes map the server wrote into the page, or null (absent or unreadable: fetch /remotes.json). */
export function readInlineRemotesManifest(doc: Document | undefined = globalThis.document): RemotesManifest | null {
  const text = doc?.getElementById(REMOTES_MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemotesManifest(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The hero the server preloaded for this page, when it is one of the four. */
export function readPreloadedHero(doc: Document | undefined = globalThis.document): string | null {
  const href = doc?.querySelector(`link[rel="preload"][${HERO_PRELOAD_ATTRIBUTE}]`)?.getAttribute('href') ?? null;
  return href !== null && HERO_IMAGE_URLS.includes(href) ? href : null;
}

/**
 * Removes what the server painted before the code ran (firstViewPaint): called by the page that takes its place
 * once its own picture is on screen, and by the shell on navigation or failure. Safe to call any number of times.
 */
export function releaseFirstView(doc: Document | undefined = globalThis.document): void {
  doc?.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
}
