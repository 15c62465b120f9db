/**
 * Lets the picture the server painted before any code ran (shared-contracts firstViewPaint, element
 * `FIRST_VIEW_ELEMENT_ID`) reach the screen before the site's first render takes the main thread: on a slow
 * phone that render is long, and a picture that arrives during it is drawn only after it. Imports nothing, because
 * it runs in the entry before the shared modules are negotiated.
 */
export const FIRST_VIEW_ID = 'first-view';
/** The site never waits longer than this for the picture (a slow network): it renders, the picture follows. */
export const FIRST_VIEW_WAIT_MS = 1000;

/** Resolves once the painted picture is on screen (loaded, then a frame drawn), at once without one. */
export function firstViewPainted(doc: Document = document, waitMs = FIRST_VIEW_WAIT_MS): Promise<void> {
  const picture = doc.getElementById(FIRST_VIEW_ID)?.querySelector('img');
  // Not laid out (a copy painted for phones only, on a wider screen): nothing will be drawn to wait for.
  if (!picture?.offsetWidth) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const afterNextFrame = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timer);
          resolve();
        }, 0),
      );
    if (picture.complete) afterNextFrame();
    else {
      picture.addEventListener('load', afterNextFrame, { once: true });
      picture.addEventListener('error', afterNextFrame, { once: true });
    }
  });
}
