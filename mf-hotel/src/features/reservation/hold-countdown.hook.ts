import { useEffect, useMemo, useState } from 'react';

const TICK_MS = 250;

function secondsLeft(expiresAtMs: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - (Date.now() + offsetMs)) / 1000));
}

/**
 * Whole seconds until the hold lapses, counted on the server's clock: `serverNow` (when the answer was
 * made) corrects a browser clock that runs early or late. A new expiresAt (after a reprice) restarts it.
 * null while there is no hold; lapsed turns true once, at zero.
 */
export function useHoldCountdown(expiresAt: string | null, serverNow: string | null): { remaining: number | null; lapsed: boolean } {
  const timing = useMemo(() => {
    if (!expiresAt) return null;
    const expiresAtMs = Date.parse(expiresAt);
    if (Number.isNaN(expiresAtMs)) return null;
    const serverMs = serverNow ? Date.parse(serverNow) : Number.NaN;
    return { expiresAtMs, offsetMs: Number.isNaN(serverMs) ? 0 : serverMs - Date.now() };
  }, [expiresAt, serverNow]);
  const [remaining, setRemaining] = useState<number | null>(() => (timing ? secondsLeft(timing.expiresAtMs, timing.offsetMs) : null));

  useEffect(() => {
    if (!timing) {
      setRemaining(null);
      return undefined;
    }
    const update = () => {
      const left = secondsLeft(timing.expiresAtMs, timing.offsetMs);
      setRemaining(left);
      return left;
    };
    if (update() === 0) return undefined;
    const id = setInterval(() => {
      // Nothing left to count once it reaches zero.
      if (update() === 0) clearInterval(id);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [timing]);

  return { remaining, lapsed: remaining === 0 };
}
