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
 * Calls `onReach` when the sentinel comes within INFINITE_SCROLL_MARGIN_PX of the viewport's bottom.
 * The observer is created anew whenever `enabled` turns on again (after each page arrives), and a new
 * observer reports the sentinel's current position at once, so a short list on a tall screen keeps loading.
 */
export function useInfiniteScroll(enabled: boolean, onReach: () => void): InfiniteScroll {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const supported = isIntersectionObserverSupported();
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (!sentinel || !enabled || !supported) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // One request per observer: the next page re-enables it.
          observer.disconnect();
          onReachRef.current();
        }
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, supported]);

  const sentinelRef = useCallback((element: Element | null) => setSentinel(element), []);
  return { sentinelRef, supported };
}
