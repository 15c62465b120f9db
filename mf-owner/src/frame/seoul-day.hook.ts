import { useEffect, useState } from 'react';
import { seoulToday } from './owner-dates';

/** Today in Korea, checked every `intervalMs` (60 s on the dashboard, §9): a page left open rolls over by itself. */
export function useSeoulDay(intervalMs = 60_000): string {
  const [day, setDay] = useState(seoulToday);
  useEffect(() => {
    const timer = setInterval(() => setDay(seoulToday()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return day;
}
