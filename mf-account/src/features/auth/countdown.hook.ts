import { useCallback, useEffect, useState } from 'react';

export type Clock = () => number;
const systemClock: Clock = () => Date.now();

/**
 * A seconds countdown measured against a clock (not by counting ticks), so a throttled background tab
 * still shows the right time when it wakes. Tests drive it with jest's fake timers, which move Date.now too.
 */
export function useCountdown(clock: Clock = systemClock) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(clock);

  useEffect(() => {
    if (endsAt === null) return undefined;
    const id = setInterval(() => {
      const current = clock();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt, clock]);

  const start = useCallback(
    (seconds: number) => {
      const current = clock();
      setNow(current);
      setEndsAt(current + seconds * 1000);
    },
    [clock],
  );
  const stop = useCallback(() => setEndsAt(null), []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, start, stop };
}
