import { expect, type Page } from '@playwright/test';

/** What a phone screen must not do (issue 24 item 7): each entry names the element and what is wrong with it. */
export interface LayoutProblem {
  kind: 'page-scrolls-sideways' | 'cut-off' | 'clipped' | 'squeezed';
  where: string;
  detail: string;
}

/**
 * Reads the page as it is now:
 * - the page itself never scrolls sideways;
 * - nothing reaches past the screen's edges unless it sits in a box that scrolls sideways (a wide table in its own
 *   scroller is fine, a column cut off by the screen is not);
 * - no box hides content by `overflow: hidden` (text ending in an ellipsis is a deliberate cut and is allowed);
 * - no text is squeezed into a column so narrow that it stacks a character or two per line.
 * Visually hidden text (screen-reader only, 1 px boxes) and closed drawers (hidden, inert) are skipped.
 */
export async function phoneLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: { kind: string; where: string; detail: string }[] = [];
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') || (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${label}"`;
    };
    const skipped = (el: Element): boolean => {
      if (el.closest('[inert], [aria-hidden="true"]')) return true;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        const rect = node.getBoundingClientRect();
        if (rect.width <= 2 || rect.height <= 2) return true;
        if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true;
      }
      return false;
    };
    /** In a box of its own that scrolls sideways and itself fits the screen (a frame scrolling as a whole does not count). */
    const scrollsSideways = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        const box = node.getBoundingClientRect();
        return box.left >= -1 && box.right <= viewport + 1;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > viewport + 1) {
      problems.push({ kind: 'page-scrolls-sideways', where: 'document', detail: `${document.documentElement.scrollWidth}px wide` });
    }
    const root = document.querySelector('#root') ?? document.body;
    const reported = new Set<Element>();
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue;
      const style = getComputedStyle(el);
      if (style.position === 'fixed' && (rect.right <= 0 || rect.left >= viewport)) continue;
      const outside = rect.right > viewport + 1 || rect.left < -1;
      if (outside && !scrollsSideways(el) && !skipped(el) && !Array.from(reported).some((r) => r.contains(el))) {
        reported.add(el);
        problems.push({ kind: 'cut-off', where: describe(el), detail: `spans ${Math.round(rect.left)}–${Math.round(rect.right)}px` });
      }
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (clips && el.scrollWidth > el.clientWidth + 2 && style.textOverflow !== 'ellipsis' && !skipped(el)) {
        problems.push({ kind: 'clipped', where: describe(el), detail: `content ${el.scrollWidth}px in ${el.clientWidth}px` });
      }
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, '');
      if (text.length < 3 || !node.parentElement || skipped(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
      if (lines >= 3 && lines * 2 >= text.length) {
        problems.push({ kind: 'squeezed', where: describe(node.parentElement), detail: `${text.length} characters on ${lines} lines` });
      }
    }
    return problems as { kind: LayoutProblem['kind']; where: string; detail: string }[];
  });
}

/** Fails with every problem found, naming the screen. */
export async function expectPhoneLayout(page: Page, where: string): Promise<void> {
  expect(await phoneLayoutProblems(page), `phone layout of ${where}`).toEqual([]);
}
