import { remoteForPath } from './client-routes';
import { RANDOM_HOTELS_PER_LOAD } from '../constants/limits.constants';
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
/** The hero picture painted by the page itself (firstViewPaint) until the remote's hero takes over. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';
/** The shell header's height at every width (one row, issue 14) and the hero's (guest-core §2 "Main"). */
const HEADER_HEIGHT_PX = 69;
const HERO_HEIGHT_PX = 420;
/** Without script the picture stays; with script that never hands over (a failure), it goes after this long. */
const FIRST_VIEW_EXPIRY_S = 12;
/** Marks the entry scripts (preloaded, not yet run) that the starter runs once the painted picture is on screen. */
export const FIRST_VIEW_START_ATTRIBUTE = 'data-first-view-start';
/** The site's code never waits longer than this for the picture: a slow picture must not hold the page. */
const FIRST_VIEW_START_WAIT_MS = 1000;

/**
 * The inline script of a page with a painted first view: it runs the page's entry scripts (downloaded meanwhile
 * through their preloads) only once the picture is on screen, or after FIRST_VIEW_START_WAIT_MS. Evaluating the
 * federation runtime first would hold the picture's paint behind it on a slow phone. "On screen": where the
 * browser reports its largest paints (Chromium, Firefox), the report naming the picture, which comes after the
 * frame was presented; elsewhere the picture's load and two frames; at once when the picture is not laid out (a
 * copy hidden at this width). Constant text, so the Content-Security-Policy allows it by its hash (no nonce, no
 * 'unsafe-inline').
 */
export const FIRST_VIEW_STARTER =
  '(function(){var started=false;' +
  'function start(){if(started)return;started=true;' +
  `var links=document.querySelectorAll('link[${FIRST_VIEW_START_ATTRIBUTE}]');` +
  "for(var i=0;i<links.length;i++){var s=document.createElement('script');" +
  "s.src=links[i].getAttribute('href');s.async=false;document.head.appendChild(s);}}" +
  'function soon(){setTimeout(start,0);}' +
  `setTimeout(start,${FIRST_VIEW_START_WAIT_MS});` +
  `var picture=document.querySelector('#${FIRST_VIEW_ELEMENT_ID} img');` +
  // A picture its copy does not lay out (hidden by the copy's CSS at this width) has no paint to wait for.
  'if(!picture||!picture.offsetWidth){soon();return;}' +
  "picture.addEventListener('error',start);" +
  'var P=window.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0){" +
  'new P(function(list,observer){var entries=list.getEntries();' +
  'for(var j=0;j<entries.length;j++)if(entries[j].element===picture){observer.disconnect();soon();}})' +
  ".observe({type:'largest-contentful-paint',buffered:true});return;}" +
  'function twoFrames(){requestAnimationFrame(function(){requestAnimationFrame(soon);});}' +
  "if(picture.complete)twoFrames();else picture.addEventListener('load',twoFrames);})();";

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: `<` escaped so no `</script>` or `<!--` can end or change the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What a page will ask for first, known to the server from the address (hotel pages: detail call and cover). */
export interface PagePreloads {
  /** Same-origin API URLs the page's code fetches first (with credentials, as the base query does). */
  fetches: readonly string[];
  /** Pictures the page shows at the top (its largest paint). */
  images: readonly string[];
  /**
   * The top of the page as the server paints it before any code runs (markup of a first-view copy such as
   * hotelFirstViewHtml, with the picture of `images` in it); absent when the server paints nothing.
   */
  paint?: string;
}

export interface FirstViewInput {
  pathname: string;
  manifest: RemotesManifest | null;
  /** 0 ≤ random < 1: picks the hero of /main. */
  random: number;
  /** The route's first data and picture, when the server knows them. */
  preloads?: PagePreloads | null;
}

const isHomePage = (pathname: string) => pathname === '/' || /^\/main\/?$/.test(pathname);

/**
 * The home's first call: page 0 of the recommended hotels, which tells how many there are (mf-search
 * random-hotels.hook.ts, home.api.ts write the same address through the base query).
 */
export const HOME_FIRST_CALL_URL = `/api/search/hotels?page=0&size=${RANDOM_HOTELS_PER_LOAD}`;

/** The hero of /main for a random number (the same one in the hints and in the painted first view). */
function heroFor(random: number): string {
  const index = Math.min(HERO_IMAGE_URLS.length - 1, Math.max(0, Math.floor(random * HERO_IMAGE_URLS.length)));
  return HERO_IMAGE_URLS[index]!;
}

/** The tags the server puts at the end of <head> for a page path (pure: the API and tests call it). */
export function firstViewHints({ pathname, manifest, random, preloads }: FirstViewInput): string {
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
  // The page's first data and picture download with its code instead of after it. `use-credentials` matches the
  // base query's `credentials: 'include'`, so the browser hands the preloaded answer to that very fetch.
  for (const url of preloads?.fetches ?? []) {
    tags.push(`<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="use-credentials">`);
  }
  for (const url of preloads?.images ?? []) {
    tags.push(`<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high">`);
  }
  if (isHomePage(pathname)) {
    const hero = heroFor(random);
    tags.push(`<link rel="preload" as="fetch" href="${escapeAttribute(HOME_FIRST_CALL_URL)}" crossorigin="use-credentials">`);
    tags.push(`<link rel="preload" as="image" href="${hero}" fetchpriority="high" ${HERO_PRELOAD_ATTRIBUTE}>`);
  }
  return tags.join('');
}

/** The page a first view was painted for, as the shell compares it (`/` is /main, no trailing slash). */
export function firstViewPage(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/main';
}

/** The box of a painted first view: above the root, below the header, letting clicks through, expiring. */
function firstViewBox(pathname: string, style: readonly string[], content: string): string {
  const box = [
    'position:absolute',
    `top:${HEADER_HEIGHT_PX}px`,
    'left:0',
    'right:0',
    'pointer-events:none',
    ...style,
    `animation:first-view-expire 0s ${FIRST_VIEW_EXPIRY_S}s forwards`,
  ].join(';');
  return (
    '<style>@keyframes first-view-expire{to{visibility:hidden}}</style>' +
    `<div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true" data-page="${escapeAttribute(firstViewPage(pathname))}" style="${box}">` +
    `${content}</div><script>${FIRST_VIEW_STARTER}</script>`
  );
}

/**
 * What the page paints before any script runs (put right after the root element): on /main the hero picture at
 * its final place and size, on a page whose preloads carry a `paint` (a hotel page, /search) that copy of its
 * top, so the largest paint does not wait for the code of the shell and the remote. It lies above the root, lets
 * clicks through, and is removed once the remote's own picture is on screen (releaseFirstView in first-view.ts),
 * on navigation or on failure; a CSS expiry hides it if that never happens. Other pages paint nothing here.
 */
export function firstViewPaint({ pathname, random, preloads }: Pick<FirstViewInput, 'pathname' | 'random' | 'preloads'>): string {
  if (!isHomePage(pathname)) return preloads?.paint ? firstViewBox(pathname, [], preloads.paint) : '';
  const hero = heroFor(random);
  const picture = 'display:block;width:100%;height:100%;object-fit:cover';
  const shade = 'position:absolute;inset:0;background:linear-gradient(180deg,rgba(10,20,40,.35) 0%,rgba(10,20,40,.62) 100%)';
  return firstViewBox(
    pathname,
    [`height:${HERO_HEIGHT_PX}px`, 'overflow:hidden', 'background:#1f3a5f'],
    `<img src="${escapeAttribute(hero)}" alt="" fetchpriority="high" style="${picture}"><div style="${shade}"></div>`,
  );
}

/**
 * On a page with a painted first view, turns the built page's entry scripts (`<script defer src=…>`) into
 * preloads the starter (FIRST_VIEW_STARTER, written by firstViewPaint) runs after the picture's paint: the code
 * still downloads at once, but runs only after the picture is drawn. Other pages are left as built.
 */
export function deferEntryScripts(html: string): string {
  return html.replace(
    /<script defer(?:="")? src=("?)([^"\s>]+)\1><\/script>/g,
    (_tag, _quote: string, src: string) => `<link rel="preload" as="script" href="${src}" ${FIRST_VIEW_START_ATTRIBUTE}>`,
  );
}
