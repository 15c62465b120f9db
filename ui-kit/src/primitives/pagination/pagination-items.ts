export type PaginationItem = { kind: 'page'; index: number } | { kind: 'gap'; key: string };

/**
 * Which page buttons to show (0-based indexes): the first and last page, the current page with
 * `siblings` on each side, and gaps for skipped pages. The row always has the same number of slots
 * (so buttons do not jump under the pointer while paging), and a gap never stands for a single page.
 */
export function paginationItems(current: number, totalPages: number, siblings = 2): PaginationItem[] {
  if (totalPages <= 0) return [];
  const last = totalPages - 1;
  const page = Math.min(Math.max(current, 0), last);
  const pages = (from: number, to: number): PaginationItem[] =>
    Array.from({ length: to - from + 1 }, (_, offset) => ({ kind: 'page', index: from + offset }));

  // first + last + current + 2 × siblings + 2 gaps
  if (totalPages <= siblings * 2 + 5) return pages(0, last);

  let start = page - siblings;
  let end = page + siblings;
  if (start <= 2) {
    start = 1;
    end = siblings * 2 + 2;
  } else if (end >= last - 2) {
    end = last - 1;
    start = last - 1 - (siblings * 2 + 1);
  }

  return [
    { kind: 'page', index: 0 },
    ...(start > 1 ? [{ kind: 'gap', key: 'gap-start' } as const] : []),
    ...pages(start, end),
    ...(end < last - 1 ? [{ kind: 'gap', key: 'gap-end' } as const] : []),
    { kind: 'page', index: last },
  ];
}
