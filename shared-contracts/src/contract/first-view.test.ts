import { firstViewHints, HERO_IMAGE_URLS } from './first-view-hints';
import { readInlineRemotesManifest, readPreloadedHero } from './first-view';

const manifest = { mf_search: '/remotes/mf-search/remoteEntry.js', mf_hotel: '/remotes/mf-hotel/remoteEntry.js' };

function documentWith(head: string): Document {
  document.head.innerHTML = head;
  return document;
}

describe('first-view hints', () => {
  it('writes the remotes map and preloads the route remote entry', () => {
    const html = firstViewHints({ pathname: '/hotels/7', manifest, random: 0 });
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-hotel/remoteEntry.js">');
    expect(html).not.toContain('mf-search/remoteEntry.js">');
    expect(html).not.toContain('as="image"');
    expect(readInlineRemotesManifest(documentWith(html))).toEqual(manifest);
  });

  it('preloads the hero of /main (and of /, which goes on to /main) and the page reads the same one', () => {
    for (const pathname of ['/main', '/']) {
      const html = firstViewHints({ pathname, manifest, random: 0.99 });
      expect(html).toContain('/remotes/mf-search/remoteEntry.js');
      expect(readPreloadedHero(documentWith(html))).toBe(HERO_IMAGE_URLS[3]);
    }
  });

  it('cannot be broken out of by a manifest entry', () => {
    const hostile = { mf_search: '/x</script><script>alert(1)</script>"><img src=x>' };
    const html = firstViewHints({ pathname: '/main', manifest: hostile, random: 0 });
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('"><img');
    expect(readInlineRemotesManifest(documentWith(html))).toEqual(hostile);
  });

  it('leaves the page to fetch and choose when nothing or nonsense was written', () => {
    expect(firstViewHints({ pathname: '/search', manifest: null, random: 0 })).toBe('');
    expect(readInlineRemotesManifest(documentWith(''))).toBeNull();
    expect(readInlineRemotesManifest(documentWith('<script type="application/json" id="remotes-manifest">{oops</script>'))).toBeNull();
    expect(readPreloadedHero(documentWith('<link rel="preload" as="image" href="/evil.webp" data-hero>'))).toBeNull();
  });
});
