import type * as RuntimeModule from '@module-federation/enhanced/runtime';
import type * as RegistryModule from './remote-registry';
import { REMOTE_LOAD_FAILED } from './remote-load-failure';

type Runtime = typeof RuntimeModule;
type Registry = typeof RegistryModule;

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manifest = { mf_search: '/remotes/mf-search/mf-manifest.json', mf_support: '/remotes/mf-support/mf-manifest.json' };

function mockFetch(...answers: Array<{ ok: boolean; status?: number; body?: unknown }>) {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    fetchMock.mockResolvedValueOnce({ ok: answer.ok, status: answer.status ?? 200, json: async () => answer.body });
  }
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('loadRemoteRoutes', () => {
  let loadRemoteRoutes: Registry['loadRemoteRoutes'];
  let loadRemote: jest.MockedFunction<Runtime['loadRemote']>;
  let registerRemotes: jest.MockedFunction<Runtime['registerRemotes']>;

  // A fresh registry (and fresh runtime mocks) per test: the registry caches per page load.
  beforeEach(() => {
    jest.resetModules();
    const runtime = jest.requireMock<Runtime>('@module-federation/enhanced/runtime');
    loadRemote = jest.mocked(runtime.loadRemote);
    registerRemotes = jest.mocked(runtime.registerRemotes);
    ({ loadRemoteRoutes } = jest.requireActual<Registry>('./remote-registry'));
  });

  it('reads remotes.json at run time and registers absolute entries', async () => {
    mockFetch({ ok: true, body: manifest });
    const module = { default: () => null };
    loadRemote.mockResolvedValue(module);
    await expect(loadRemoteRoutes('mf_search')).resolves.toBe(module);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_search', entry: 'http://localhost/remotes/mf-search/mf-manifest.json' },
      { name: 'mf_support', entry: 'http://localhost/remotes/mf-support/mf-manifest.json' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('mf_search/routes');
  });

  it('takes the map the server wrote into the page without fetching remotes.json', async () => {
    const fetchMock = mockFetch();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'remotes-manifest';
    script.textContent = JSON.stringify({ mf_search: '/remotes/mf-search/remoteEntry.js' });
    document.head.append(script);
    try {
      loadRemote.mockResolvedValue({ default: () => null });
      await expect(loadRemoteRoutes('mf_search')).resolves.toBeDefined();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_search', entry: 'http://localhost/remotes/mf-search/remoteEntry.js' }]);
    } finally {
      script.remove();
    }
  });

  it('does not cache a failed remotes.json', async () => {
    const fetchMock = mockFetch({ ok: false, status: 503 }, { ok: true, body: manifest });
    loadRemote.mockResolvedValue({ default: () => null });
    await expect(loadRemoteRoutes('mf_search')).rejects.toThrow('remotes.json 503');
    await expect(loadRemoteRoutes('mf_search', 1)).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns the failure marker into an error and re-registers the remote on retry', async () => {
    mockFetch({ ok: true, body: manifest });
    jest
      .mocked(loadRemote)
      .mockResolvedValueOnce({ [REMOTE_LOAD_FAILED]: true, id: 'mf_support/routes', reason: 'script error' })
      .mockResolvedValueOnce({ default: () => null });
    await expect(loadRemoteRoutes('mf_support')).rejects.toThrow('script error');
    await expect(loadRemoteRoutes('mf_support', 1)).resolves.toBeDefined();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_support', entry: 'http://localhost/remotes/mf-support/mf-manifest.json' }], {
      force: true,
    });
  });

  it('rejects a remote missing from remotes.json', async () => {
    mockFetch({ ok: true, body: { mf_search: manifest.mf_search } });
    await expect(loadRemoteRoutes('mf_admin')).rejects.toThrow();
  });
});
