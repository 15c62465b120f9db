import { FIRST_VIEW_ELEMENT_ID, firstViewHints, firstViewPaint, HERO_IMAGE_URLS } from './first-view-hints';
import { readInlineRemotesManifest, readPreloadedHero, releaseFirstView } from './first-view';

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
      // The recommended hotels' first page downloads with the code, with the base query's credentials.
      expect(html).toContain('<link rel="preload" as="fetch" href="/api/search/hotels?page=0&amp;size=5" crossorigin="use-credentials">');
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

  it('paints the same hero as it preloads on /main, above the root and letting clicks through, and nothing elsewhere', () => {
    document.body.innerHTML = `<div id="root"></div>${firstViewPaint({ pathname: '/main', random: 0.3 })}`;
    const painted = document.getElementById(FIRST_VIEW_ELEMENT_ID)!;
    expect(painted.getAttribute('aria-hidden')).toBe('true');
    expect(painted.style.pointerEvents).toBe('none');
    expect(painted.style.height).toBe('420px');
    expect(painted.querySelector('img')!.getAttribute('src')).toBe(HERO_IMAGE_URLS[1]);
    expect(readPreloadedHero(documentWith(firstViewHints({ pathname: '/main', manifest, random: 0.3 })))).toBe(HERO_IMAGE_URLS[1]);
    expect(firstViewPaint({ pathname: '/', random: 0.3 })).toContain(HERO_IMAGE_URLS[1]);
    for (const pathname of ['/search', '/hotels/1', '/mainx']) expect(firstViewPaint({ pathname, random: 0.3 })).toBe('');
  });

  it('releases the painted first view, any number of times', () => {
    document.body.innerHTML = `<div id="root"></div>${firstViewPaint({ pathname: '/main', random: 0 })}`;
    releaseFirstView();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
    expect(() => releaseFirstView()).not.toThrow();
  });
});
