import { useCallback, useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_MARGIN_PX } from 'shared-contracts';

export function isIntersectionObserverSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

export interface InfiniteScroll {
  /** Put on an element after the last card. */
  sentinelRef: (element: Element | null) => void;
  /** False where IntersectionObserver is missing: the page shows a load-more button instead. */
  supported: boolean;
}

/**
 * Calls `onReach` when the sentinel comes within INFINITE_SCROLL_MARGIN_PX of the viewport's bottom, once
 * per `pageKey` (e.g. the number of loaded items). A new key makes a new observer, which reports the
 * sentinel's current position at once, so a short list on a tall screen keeps loading page after page.
 */
export function useInfiniteScroll(enabled: boolean, onReach: () => void, pageKey: number): InfiniteScroll {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const supported = isIntersectionObserverSupported();
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!sentinel || !enabled || !supported) return undefined;
    let fired = false;
    const observer = new IntersectionObserver(
      (entries) => {
        // One request per page: the observer of the next page takes over.
        if (fired || !entries.some((entry) => entry.isIntersecting)) return;
        fired = true;
        onReachRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, supported, pageKey]);

  const sentinelRef = useCallback((element: Element | null) => setSentinel(element), []);
  return { sentinelRef, supported };
}
