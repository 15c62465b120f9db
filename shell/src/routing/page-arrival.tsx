import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keyUnkeyedEntry, readScrollPositions, rememberScrollPosition, UNKEYED_ENTRY } from './scroll-positions';

/** How long a back/forward waits for the page to grow tall enough to restore its position (remotes load late). */
const RESTORE_TIMEOUT_MS = 3000;
/** How long a new page may take to render its heading before focus goes to the main region instead. */
const FOCUS_TIMEOUT_MS = 5000;
/** Marks what this component focused, so the global style can leave the focus ring off a heading. */
export const PAGE_FOCUS_ATTRIBUTE = 'data-page-focus';

function contentRoot(): HTMLElement | null {
  return document.getElementById('content');
}

/** Gives the element focus without scrolling, making it focusable by script only if it is not already focusable. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.setAttribute(PAGE_FOCUS_ATTRIBUTE, '');
  element.focus({ preventScroll: true });
}

/**
 * Waits for the new page's h1 (remotes and their data arrive after the address changed) and moves focus to it, so
 * a screen reader announces the page; gives up on focusing when the user has already moved focus meanwhile.
 */
function focusPageHeading(focusedAtStart: Element | null): () => void {
  const root = contentRoot();
  if (!root) return () => undefined;
  const userMovedOn = () => {
    const active = document.activeElement;
    return !!active && active !== document.body && active !== focusedAtStart && root.contains(active);
  };
  const tryFocus = (): boolean => {
    if (userMovedOn()) return true;
    const heading = root.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    focusQuietly(heading);
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => {
    stop();
    if (!userMovedOn()) focusQuietly(root);
  }, FOCUS_TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/** Scrolls back to `top` as soon as the page is tall enough, unless the user scrolls or a timeout passes first. */
function restoreScroll(top: number): () => void {
  let frame = 0;
  const deadline = performance.now() + RESTORE_TIMEOUT_MS;
  const cancel = () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchmove', cancel);
    window.removeEventListener('keydown', cancel);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(top, Math.max(reachable, 0)));
    if (reachable >= top || performance.now() > deadline) {
      cancel();
      return;
    }
    frame = window.requestAnimationFrame(attempt);
  };
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchmove', cancel, { passive: true });
  window.addEventListener('keydown', cancel);
  attempt();
  return cancel;
}

/**
 * What every page arrival does, for the shell and all remotes alike (issue 14):
 * - a new page (link, navigate, redirect) starts at the top, or at the address' #fragment;
 * - back/forward (and a reload) return to where that history entry was left, as browsers do for documents;
 * - a document opened from a typed address, a bookmark or an outside link starts at the top too: its entry gets a
 *   key of its own at once, so no other page's position is ever restored into it;
 * - focus moves to the new page's h1, so screen readers announce where the user arrived.
 * A change of the query only (filters, sort, stay) is the page's own business: nothing moves then.
 */
export function PageArrival() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef<string | null>(null);
  // What the last arrival still waits for (heading, page height); ended by the next page, not by a query change
  // such as the stay a page writes into its own address right after arriving.
  const pending = useRef<Array<() => void>>([]);

  useEffect(() => () => pending.current.forEach((cancel) => cancel()), []);

  useEffect(() => {
    // The router decides per entry; the browser's own restoration would jump before the remote has rendered.
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  // The entry the window's position belongs to; a ref, so a scroll that lands just after a navigation is
  // filed under the entry now shown, never under the one just left.
  const currentKey = useRef(location.key);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => rememberScrollPosition(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, []);

  useLayoutEffect(() => {
    const unkeyed = location.key === UNKEYED_ENTRY;
    // An unkeyed entry is never a return to a known place: it starts at the top and gets a key of its own.
    currentKey.current = unkeyed ? keyUnkeyedEntry() : location.key;
    const firstArrival = previousPath.current === null;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    if (!pathChanged) return;

    pending.current.forEach((cancel) => cancel());
    const cleanups: Array<() => void> = [];
    pending.current = cleanups;
    if (navigationType === 'POP' && !unkeyed) {
      const saved = readScrollPositions()[location.key];
      if (saved !== undefined) cleanups.push(restoreScroll(saved));
      else if (!firstArrival) window.scrollTo(0, 0);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    // The first page of a visit keeps the browser's own start (focus on the document), as any site does.
    if (!firstArrival) cleanups.push(focusPageHeading(document.activeElement));
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
