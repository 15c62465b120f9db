/** A route's :id as the API's positive integer id, or null for anything else (such a page is simply not found). */
export function positiveId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** A 1-based ?page= from the address as the API's 0-based page (anything unreadable is the first page). */
export function pageFromQuery(raw: string | null): number {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), 100_001) - 1;
}
