import type { PagePreloads } from 'shared-contracts/schemas';

/** What a page will fetch and show first, from its address (first-view hints); null when nothing is known. */
export type PagePreloadsFor = (pathname: string, search: URLSearchParams, client: string) => Promise<PagePreloads | null>;

/** One answer from several pages' rules: each knows its own path and answers null for the others. */
export function pagePreloadsOf(pages: readonly PagePreloadsFor[]): PagePreloadsFor {
  return async (pathname, search, client) => {
    for (const page of pages) {
      const preloads = await page(pathname, search, client);
      if (preloads) return preloads;
    }
    return null;
  };
}

/** Page loads per client and minute whose hints are computed (a person browsing stays far below). */
export const PAGE_PRELOADS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;
/** Clients counted at once; beyond it the window starts afresh (memory stays bounded under a flood). */
const MAX_CLIENTS = 10_000;

/**
 * Hints cost the server a query (a hotel's detail, a search), and pages are not under the API's rate limits: a
 * client loading pages faster than PAGE_PRELOADS_PER_MINUTE gets them without hints until the minute is over. The
 * pages stay the same, only their first view is no longer painted or preloaded.
 */
export function withClientBudget(
  preloads: PagePreloadsFor,
  { perMinute = PAGE_PRELOADS_PER_MINUTE, now = Date.now }: { perMinute?: number; now?: () => number } = {},
): PagePreloadsFor {
  let windowStart = now();
  const counts = new Map<string, number>();
  return async (pathname, search, client) => {
    if (now() - windowStart >= WINDOW_MS || counts.size >= MAX_CLIENTS) {
      windowStart = now();
      counts.clear();
    }
    const used = counts.get(client) ?? 0;
    if (used >= perMinute) return null;
    counts.set(client, used + 1);
    return preloads(pathname, search, client);
  };
}
