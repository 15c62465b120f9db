import { BACK_TO_TOP_AFTER_PX } from 'shared-contracts';
import { searchPageMessages } from './search-page.messages';
import { BackToTopButton, BackToTopRow } from './search-page.styles';
import { useScrolledPast } from './scroll-offset.hook';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A button shown once the page is scrolled more than BACK_TO_TOP_AFTER_PX. It floats at the bottom of the screen
 * while the list scrolls under it and comes to rest in a row of its own after the last card (reserved from the
 * start, so nothing moves when it appears), so it never covers the last card's 상세보기.
 */
export function BackToTop() {
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  return (
    <BackToTopRow>
      {shown ? (
        <BackToTopButton type="button" onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}>
          <span aria-hidden="true">↑</span> {searchPageMessages.backToTop}
        </BackToTopButton>
      ) : null}
    </BackToTopRow>
  );
}
