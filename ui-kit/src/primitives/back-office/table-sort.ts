/**
 * A list's sort as it travels: `key` ascending, `-key` descending (one address parameter, e.g. `sort=-createdAt`).
 * The server sorts (the lists are paged, so a sort must cover every page, not the one shown); the screens keep the
 * parameter in the address with their filters and hand the parsed state to `SortableTable`.
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** `createdAt` → ascending, `-createdAt` → descending; anything not among `keys` → null (the list's default order). */
export function parseSort<K extends string>(value: string | null | undefined, keys: readonly K[]): SortState<K> | null {
  if (!value) return null;
  const direction: SortDirection = value.startsWith('-') ? 'desc' : 'asc';
  const key = direction === 'desc' ? value.slice(1) : value;
  return (keys as readonly string[]).includes(key) ? { key: key as K, direction } : null;
}

/** The address form of a sort: `key` or `-key`. */
export function formatSort(sort: SortState): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** Clicking a column: the sorted column turns around; another column starts with its own first direction. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K, firstDirection: SortDirection = 'asc'): SortState<K> {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}
