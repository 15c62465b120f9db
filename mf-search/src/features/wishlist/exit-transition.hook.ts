import { useEffect, useRef, useState } from 'react';

export interface TransitionItem<T> {
  item: T;
  key: number;
  /** Gone from the list; still shown for its exit animation. */
  leaving: boolean;
}

interface Leaving<T> {
  item: T;
  index: number;
}

/**
 * Keeps items that disappeared from `items` on screen for `durationMs`, at the place they had, so
 * their removal can animate out. An item that comes back (a failed removal reverted) is simply shown again.
 */
export function useExitTransition<T>(items: readonly T[], keyOf: (item: T) => number, durationMs: number): TransitionItem<T>[] {
  const [leaving, setLeaving] = useState<ReadonlyMap<number, Leaving<T>>>(new Map());
  const previous = useRef(items);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const before = previous.current;
    previous.current = items;
    const present = new Set(items.map(keyOf));
    const gone = before.flatMap((item, index) => (present.has(keyOf(item)) ? [] : [{ item, index }]));
    if (gone.length === 0) return;
    setLeaving((current) => {
      const next = new Map(current);
      for (const entry of gone) next.set(keyOf(entry.item), entry);
      return next;
    });
    for (const { item } of gone) {
      const key = keyOf(item);
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          setLeaving((current) => {
            const next = new Map(current);
            next.delete(key);
            return next;
          });
        }, durationMs),
      );
    }
  }, [items, keyOf, durationMs]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const present = new Set(items.map(keyOf));
  const shown: TransitionItem<T>[] = items.map((item) => ({ item, key: keyOf(item), leaving: false }));
  const exits = [...leaving.values()].filter(({ item }) => !present.has(keyOf(item))).sort((a, b) => a.index - b.index);
  for (const { item, index } of exits) {
    shown.splice(Math.min(index, shown.length), 0, { item, key: keyOf(item), leaving: true });
  }
  return shown;
}
