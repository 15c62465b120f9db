type ParamValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Query strings follow the spec (guest-core §5): empty or blank values are dropped and arrays are
 * sent comma-joined, unlike URLSearchParams' default of repeating the key.
 */
export function serializeParams(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params as Record<string, ParamValue>)) {
    if (raw === undefined || raw === null) continue;
    const value = Array.isArray(raw) ? raw.join(',') : String(raw);
    if (value.trim() === '') continue;
    search.append(key, value);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
