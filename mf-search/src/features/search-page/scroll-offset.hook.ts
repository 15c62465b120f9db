import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled more than `threshold` px down. The offset is first read in the next frame, not
 * while the page renders: there it forced a layout inside /search's first render task (8–10 ms on this project's
 * machine, 4× that on Lighthouse's phone), whereas in a frame's callback it is the layout the frame makes anyway.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    const firstRead = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
