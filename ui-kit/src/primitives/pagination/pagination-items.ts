export type PaginationItem = { kind: 'page'; index: number } | { kind: 'gap'; key: string };

/**
 * Which page buttons to show (0-based indexes): always the first and last page, the current page with
 * `siblings` on each side, and a gap where pages are skipped. A gap never hides a single page: that
 * page is shown instead, so the row keeps a stable width.
 */
export function paginationItems(current: number, totalPages: number, siblings = 2): PaginationItem[] {
  if (totalPages <= 0) return [];
  const last = totalPages - 1;
  const page = Math.min(Math.max(current, 0), last);
  const start = Math.max(1, page - siblings);
  const end = Math.min(last - 1, page + siblings);

  const items: PaginationItem[] = [{ kind: 'page', index: 0 }];
  if (start === 2) items.push({ kind: 'page', index: 1 });
  else if (start > 2) items.push({ kind: 'gap', key: 'gap-start' });
  for (let index = start; index <= end; index += 1) items.push({ kind: 'page', index });
  if (end === last - 2) items.push({ kind: 'page', index: last - 1 });
  else if (end < last - 2) items.push({ kind: 'gap', key: 'gap-end' });
  if (last > 0) items.push({ kind: 'page', index: last });
  return items;
}
