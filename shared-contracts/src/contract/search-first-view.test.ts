import { FIRST_VIEW_TOKENS } from './first-view-tokens';
import { searchFirstViewHtml, type SearchFirstView } from './search-first-view';
import { SEARCH_PAGE_LAYOUT } from './search-first-view-layout';

const view: SearchFirstView = {
  title: '부산광역시 검색 결과',
  staySummary: '2026-11-26 ~ 2026-11-27 · 1박 · 성인 2명',
  activeFilters: 0,
  total: 1290,
  sort: 'price_asc',
  coverUrl: '/api/images/hotels/h-02.webp',
};

function drawn(html: string): HTMLElement {
  document.body.innerHTML = `<div id="first-view">${html}</div>`;
  return document.getElementById('first-view')!;
}

/** The copy's rules written inside `<media>{…}` (one block per width). */
function rulesAt(html: string, media: string): string {
  const start = html.indexOf(`${media}{`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start + media.length + 1, html.indexOf('}}', start) + 1);
}

describe('searchFirstViewHtml (the /search top the server paints)', () => {
  it('writes the heading, stay, filter box, count, sort and the first cover', () => {
    const copy = drawn(searchFirstViewHtml(view));
    expect(copy.querySelector('.t')).toHaveTextContent('부산광역시 검색 결과');
    expect(copy.querySelector('.y')).toHaveTextContent('2026-11-26 ~ 2026-11-27 · 1박 · 성인 2명');
    expect(copy.querySelector('.fh')).toHaveTextContent('필터필터 열기');
    expect(copy.querySelector('.fa')).toBeNull();
    expect(copy.querySelector('.ct')).toHaveTextContent('총 1,290개');
    expect(copy.querySelector('select')).toHaveDisplayValue('낮은 가격순');
    expect(copy.querySelector('.cd img')).toHaveAttribute('src', view.coverUrl);
  });

  it('is painted at every width: no rule hides the copy, only the toggle the unfolded sidebar lacks', () => {
    const html = searchFirstViewHtml(view);
    expect(html.match(/#first-view[^{}]*\{[^}]*display:none[^}]*\}/g)).toEqual(['#first-view .tg{display:none}']);
  });

  it('lays the cover beside the card from tablets up, and the sidebar beside the results on desktops, as the page does', () => {
    const html = searchFirstViewHtml(view);
    const tablet = rulesAt(html, FIRST_VIEW_TOKENS.mediaMd);
    expect(tablet).toContain('#first-view .b{height:60px}');
    expect(tablet).toContain('#first-view .t{font-size:28px}');
    expect(tablet).toContain(`#first-view .cd{width:calc(${SEARCH_PAGE_LAYOUT.cardCoverWidth} + 1px);`);
    const desktop = rulesAt(html, SEARCH_PAGE_LAYOUT.mediaLg);
    expect(desktop).toContain(`#first-view .l{grid-template-columns:${SEARCH_PAGE_LAYOUT.sidebarWidth} minmax(0,1fr);align-items:start}`);
    expect(desktop).toContain(`#first-view .fl{height:${SEARCH_PAGE_LAYOUT.sidebarMaxHeight}}`);
    expect(desktop).toContain('#first-view .tg{display:none}');
    // The sidebar and the results column are the layout's two cells.
    expect([...drawn(html).querySelector('.l')!.children].map((cell) => cell.className)).toEqual(['fl', 'rc']);
  });

  it('shows how many filters are set', () => {
    expect(drawn(searchFirstViewHtml({ ...view, activeFilters: 3 })).querySelector('.fa')).toHaveTextContent('필터 3개 적용 중');
  });

  it('escapes what the visitor typed, and holds nothing focusable or with a role', () => {
    const copy = drawn(searchFirstViewHtml({ ...view, title: '<img src=x onerror=alert(1)> 검색 결과', coverUrl: '/c".webp' }));
    expect(copy.querySelectorAll('img')).toHaveLength(1);
    expect(copy.querySelector('.t')?.textContent).toBe('<img src=x onerror=alert(1)> 검색 결과');
    expect(copy.querySelector('img')).toHaveAttribute('src', '/c".webp');
    expect(copy.querySelector('select')).toBeDisabled();
    expect(copy.querySelector('select')).toHaveAttribute('tabindex', '-1');
    expect(copy.querySelector('h1, h2, a, button, [role], [tabindex="0"]')).toBeNull();
  });
});
