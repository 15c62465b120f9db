import { z } from 'zod/mini';

/**
 * A sortable list's `sort` query parameter (decision 0020): `key` ascending or `-key` descending, one of the list's
 * own keys and nothing else (the repository maps each key to a column; the row id always breaks ties).
 */
export function sortQuery<K extends string>(keys: readonly [K, ...K[]]) {
  const values = keys.flatMap((key) => [key, `-${key}`] as const) as [K | `-${K}`, ...(K | `-${K}`)[]];
  return z.optional(z.enum(values));
}

/** A parsed `sort` value: the key and its direction. */
export interface ListSort<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

export function parseSortQuery<K extends string>(value: K | `-${K}` | undefined): ListSort<K> | undefined {
  if (value === undefined) return undefined;
  return value.startsWith('-') ? { key: value.slice(1) as K, direction: 'desc' } : { key: value as K, direction: 'asc' };
}
