import type * as RuntimeModule from '@module-federation/enhanced/runtime';
import type * as LoaderModule from './search-bar.loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

type Runtime = typeof RuntimeModule;

function answerRemotesJson(...answers: Array<{ ok: boolean; status?: number; body?: unknown }>) {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    fetchMock.mockResolvedValueOnce({ ok: answer.ok, status: answer.status ?? 200, json: async () => answer.body });
  }
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('loadSearchBar', () => {
  let runtime: jest.Mocked<Pick<Runtime, 'loadRemote' | 'registerRemotes'>>;
  let loadSearchBar: (typeof LoaderModule)['loadSearchBar'];

  beforeEach(() => {
    jest.resetModules();
    runtime = jest.requireMock('@module-federation/enhanced/runtime');
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    ({ loadSearchBar } = jest.requireActual<typeof LoaderModule>('./search-bar.loader'));
  });

  it('registers mf_search from /remotes.json once and loads its SearchBar', async () => {
    const fetchMock = answerRemotesJson({ ok: true, body: { mf_search: '/remotes/mf-search/remoteEntry.js' } });
    const SearchBar = () => null;
    runtime.loadRemote.mockResolvedValue({ default: SearchBar });

    await expect(loadSearchBar()).resolves.toEqual({ default: SearchBar });
    await loadSearchBar();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_search', entry: 'http://localhost/remotes/mf-search/remoteEntry.js' }]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_search/SearchBar');
  });

  it('fails when mf-search is unreachable, and tries /remotes.json again next time', async () => {
    const fetchMock = answerRemotesJson({ ok: false, status: 503 }, { ok: true, body: { mf_search: '/remotes/mf-search/remoteEntry.js' } });
    runtime.loadRemote.mockResolvedValueOnce(undefined);
    await expect(loadSearchBar()).rejects.toThrow('remotes.json 503');
    await expect(loadSearchBar()).rejects.toThrow('mf_search/SearchBar is unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes the remotes map the server wrote into the page, without fetching /remotes.json', async () => {
    document.head.innerHTML = '<script type="application/json" id="remotes-manifest">{"mf_search":"/remotes/mf-search/remoteEntry.js"}</script>';
    const fetchMock = answerRemotesJson();
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    try {
      await loadSearchBar();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_search', entry: 'http://localhost/remotes/mf-search/remoteEntry.js' }]);
    } finally {
      document.head.innerHTML = '';
    }
  });
});
