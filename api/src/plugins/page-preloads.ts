import type { PagePreloads } from 'shared-contracts/schemas';

/** What a page will fetch and show first, from its address (first-view hints); null when nothing is known. */
export type PagePreloadsFor = (pathname: string, search: URLSearchParams) => Promise<PagePreloads | null>;

/** One answer from several pages' rules: each knows its own path and answers null for the others. */
export function pagePreloadsOf(pages: readonly PagePreloadsFor[]): PagePreloadsFor {
  return async (pathname, search) => {
    for (const page of pages) {
      const preloads = await page(pathname, search);
      if (preloads) return preloads;
    }
    return null;
  };
}
