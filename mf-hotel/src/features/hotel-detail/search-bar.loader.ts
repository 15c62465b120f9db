import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readInlineRemotesManifest, remotesManifestReader, type SearchBarModule } from 'shared-contracts';

const SEARCH_REMOTE = 'mf_search';

let registered: Promise<void> | null = null;

/** The remotes map: the copy the server wrote into the page on the first read, /remotes.json after that. */
const readManifest = remotesManifestReader(readInlineRemotesManifest);

/**
 * This remote's federation instance is not the shell's, so it learns where mf_search lives from the same
 * run-time remotes map the shell reads (a redeployed mf-search is picked up without rebuilding this one).
 */
async function registerSearchRemote(): Promise<void> {
  const entry = (await readManifest())[SEARCH_REMOTE];
  if (!entry) throw new Error('remotes.json has no mf_search');
  registerRemotes([{ name: SEARCH_REMOTE, entry: new URL(entry, window.location.href).href }]);
}

/** `mf_search/SearchBar`; rejects when mf-search cannot be reached, so the page renders without it. */
export async function loadSearchBar(): Promise<SearchBarModule> {
  registered ??= registerSearchRemote().catch((error: unknown) => {
    registered = null; // the next visit tries again
    throw error;
  });
  await registered;
  const module = await loadRemote<SearchBarModule>(`${SEARCH_REMOTE}/SearchBar`);
  if (!module || typeof module.default !== 'function') throw new Error('mf_search/SearchBar is unavailable');
  return module;
}
