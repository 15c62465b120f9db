import { BACK_TO_TOP_AFTER_PX } from 'shared-contracts';
import { searchPageMessages } from './search-page.messages';
import { BackToTopButton } from './search-page.styles';
import { useScrolledPast } from './scroll-offset.hook';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A floating button shown once the page is scrolled more than BACK_TO_TOP_AFTER_PX. */
export function BackToTop() {
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!shown) return null;
  return (
    <BackToTopButton
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <span aria-hidden="true">↑</span> {searchPageMessages.backToTop}
    </BackToTopButton>
  );
}
