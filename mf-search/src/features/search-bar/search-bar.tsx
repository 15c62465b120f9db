// COORDINATION PLACEHOLDER — replaced by the search-bar helper in its first commit. Signature is fixed.
import type { SearchBarProps } from 'shared-contracts';

export function SearchBar(_props: SearchBarProps) {
  return null;
}
