import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagePreloadsOf, withClientBudget, type PagePreloadsFor } from './page-preloads';

const hints = (name: string) => ({ fetches: [`/api/${name}`], images: [] });
const search = new URLSearchParams();

describe('page preloads', () => {
  it('answers with the first page rules that know the path', async () => {
    const hotel: PagePreloadsFor = async (pathname) => (pathname.startsWith('/hotels/') ? hints('hotel') : null);
    const list: PagePreloadsFor = async (pathname) => (pathname === '/search' ? hints('search') : null);
    const both = pagePreloadsOf([hotel, list]);
    assert.deepEqual(await both('/hotels/1', search, 'a'), hints('hotel'));
    assert.deepEqual(await both('/search', search, 'a'), hints('search'));
    assert.equal(await both('/mypage', search, 'a'), null);
  });

  it('computes hints for a client only so often a minute, then serves pages without them until the minute is over', async () => {
    let clock = 0;
    let computed = 0;
    const limited = withClientBudget(
      async () => {
        computed += 1;
        return hints('search');
      },
      { perMinute: 3, now: () => clock },
    );
    for (let i = 0; i < 3; i += 1) assert.deepEqual(await limited('/search', search, '10.0.0.1'), hints('search'));
    assert.equal(await limited('/search', search, '10.0.0.1'), null);
    assert.equal(computed, 3, 'the fourth load cost the server nothing');
    // Another client has its own budget.
    assert.deepEqual(await limited('/search', search, '10.0.0.2'), hints('search'));
    clock = 60_000;
    assert.deepEqual(await limited('/search', search, '10.0.0.1'), hints('search'));
  });
});
