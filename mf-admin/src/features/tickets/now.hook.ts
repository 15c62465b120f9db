import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` so "3시간 대기" keeps counting while the desk stays open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
