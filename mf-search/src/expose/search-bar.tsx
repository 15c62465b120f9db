import type { SearchBarModule } from 'shared-contracts';
import { SearchBar } from '../features/search-bar/search-bar';

/** `mf_search/SearchBar` (SearchBarModule): the search bar for other remotes, e.g. mf-hotel's hotel detail. */
const ExposedSearchBar: SearchBarModule['default'] = SearchBar;

export default ExposedSearchBar;
