/** Characters as the API counts them (member-and-operations §5 limits): of the trimmed text, by code point. */
export function textLength(value: string): number {
  return [...value.trim()].length;
}
