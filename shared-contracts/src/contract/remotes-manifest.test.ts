import { remotesManifestReader } from './remotes-manifest';

const respond = (body: unknown, status = 200) => jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);

describe('remotesManifestReader', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("uses the page's copy for the first read only, then fetches /remotes.json without the cache", async () => {
    const fetchMock = respond({ mf_search: '/remotes/mf-search/remoteEntry.js', unknown: 'x' });
    globalThis.fetch = fetchMock;
    const read = remotesManifestReader(() => ({ mf_search: '/inline/remoteEntry.js' }));
    await expect(read()).resolves.toEqual({ mf_search: '/inline/remoteEntry.js' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(read()).resolves.toEqual({ mf_search: '/remotes/mf-search/remoteEntry.js' });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });

  it('fetches at once when the page carries no copy, and fails on an error status', async () => {
    globalThis.fetch = respond(null, 503);
    await expect(remotesManifestReader(() => null)()).rejects.toThrow('remotes.json 503');
  });
});
