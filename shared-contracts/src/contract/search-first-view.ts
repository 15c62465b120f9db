import { SORT_OPTIONS } from '../constants/search.constants';
import type { SearchSort } from '../schemas/search.schema';
import { FIRST_VIEW_TOKENS as K } from './first-view-tokens';
import { SEARCH_PAGE_LAYOUT as L } from './search-first-view-layout';
import { SEARCH_PAGE_TOP_TEXTS } from './search-page-texts';

/**
 * The top of /search as the server paints it before any code runs (issue 14, issue 28 §3): the search bar's box,
 * the heading, the filter box, the count and sort, and the first result's cover, at the places mf-search draws
 * them (search-page.tsx: PageFrame › SearchBarSlot, PageHeader, Layout › FilterSidebar, ResultsColumn › Toolbar,
 * the first HotelListCard) at every width: on phones and tablets the folded filter box above the results and the
 * cover above (phones) or beside (from 768 px) the card's details; from 1024 px the unfolded sidebar's frame and
 * heading beside the results column (its filters are the page's to draw). The cover is the page's largest paint;
 * it no longer waits for the shell, the federation runtime, the remote and the search call. The remote removes
 * the copy once its own first cover is drawn (releaseFirstView). e2e `search-first-view.spec.ts` checks the
 * painted boxes against the drawn ones at 390, 820 and 1280 px.
 */
export interface SearchFirstView {
  title: string;
  staySummary: string;
  /** How many filters the address sets (0: none). */
  activeFilters: number;
  total: number;
  sort: SearchSort;
  coverUrl: string;
}

const T = SEARCH_PAGE_TOP_TEXTS;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** mf-search's wishlist heart, not wished. */
const HEART =
  '<svg viewBox="0 0 24 24" width="22" height="22"><path d="M12 20.6 4.3 13.2a4.9 4.9 0 0 1 0-7.1 5.1 5.1 0 0 1 7.1 0l.6.6.6-.6a5.1 5.1 0 0 1 7.1 0 4.9 4.9 0 0 1 0 7.1Z" stroke-width="1.8" stroke-linejoin="round"></path></svg>';

/**
 * One rule per remote component, same values (theme tokens as in hotel-first-view.ts): PageFrame (.f),
 * SearchBarSlot's box (.b: 216 / 162 / 60 px high), PageHeader (.hd, .t, .y), Layout (.l), FilterSidebar (.fl,
 * .fh …), ResultsColumn (.rc), Toolbar (.tb …), the first card's cover (.cd, 4:3; 280 px wide beside the details
 * from md). From lg the sidebar is as tall as its cap: its filters (price, grades, ratings, amenities) are taller
 * than the screen less the header at every common height. Scoped under #first-view.
 */
const STYLE = [
  `#first-view{font-family:${K.fontBody};font-size:16px;line-height:1.5;color:${K.text};word-break:keep-all;overflow-wrap:anywhere;-webkit-font-smoothing:antialiased;background:${K.background}}`,
  '#first-view *{box-sizing:border-box}',
  `#first-view .f{width:100%;max-width:${K.maxWidth};margin:0 auto;padding:24px 16px}`,
  `#first-view .b{height:216px;margin-bottom:24px;border-radius:12px;background:${K.skeleton}}`,
  '#first-view .hd{margin-bottom:24px}',
  '#first-view .t{margin:0 0 4px;font-size:22px;font-weight:700;word-break:keep-all}',
  `#first-view .y{margin:0;color:${K.textMuted};font-size:14px}`,
  '#first-view .l{display:grid;grid-template-columns:minmax(0,1fr);gap:24px}',
  `#first-view .fl{align-self:start;border:1px solid ${K.border};border-radius:12px;background:${K.surfaceRaised}}`,
  '#first-view .fh{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px 16px}',
  '#first-view .fn{font-weight:700}',
  `#first-view .fa{margin-left:8px;color:${K.brand};font-size:12px;font-weight:500}`,
  `#first-view .tg{padding:4px 12px;border:1px solid ${K.border};border-radius:999px;background:${K.background};font-size:14px}`,
  '#first-view .rc{display:flex;flex-direction:column;gap:16px;min-width:0}',
  '#first-view .tb{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px}',
  '#first-view .ct{margin:0;font-size:16px;font-weight:700}',
  '#first-view .sf{display:flex;align-items:center;gap:8px}',
  `#first-view .sl{color:${K.textMuted};font-size:14px}`,
  `#first-view select{padding:8px 12px;border:1px solid ${K.border};border-radius:8px;background:${K.background};color:${K.text};font:inherit;font-size:14px;opacity:1}`,
  `#first-view .cd{position:relative;overflow:hidden;border:1px solid ${K.border};border-bottom:0;border-radius:16px 16px 0 0;background:${K.surfaceRaised}}`,
  `#first-view .cd img{display:block;width:100%;height:100%;aspect-ratio:4/3;object-fit:cover;background:${K.skeleton}}`,
  '#first-view .hr{position:absolute;top:8px;right:8px;display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:999px;background:rgba(255,255,255,.92)}',
  `#first-view .hr path{fill:transparent;stroke:${K.text}}`,
  `${K.mediaSm}{#first-view .b{height:162px}}`,
  `${K.mediaMd}{#first-view .f{padding:32px 24px}#first-view .b{height:60px}#first-view .t{font-size:28px}` +
    `#first-view .cd{width:calc(${L.cardCoverWidth} + 1px);border-right:0;border-bottom:1px solid ${K.border};border-radius:16px 0 0 16px}}`,
  `${L.mediaLg}{#first-view .l{grid-template-columns:${L.sidebarWidth} minmax(0,1fr);align-items:start}` +
    `#first-view .fl{height:${L.sidebarMaxHeight}}#first-view .tg{display:none}}`,
].join('');

function sortSelect(current: SearchSort): string {
  const options = SORT_OPTIONS.map((option) => `<option${option.value === current ? ' selected' : ''}>${escapeHtml(option.label)}</option>`).join('');
  return `<select disabled tabindex="-1">${options}</select>`;
}

/** The copy's markup (inside the first-view box, which firstViewPaint writes around it). */
export function searchFirstViewHtml(view: SearchFirstView): string {
  const active = view.activeFilters > 0 ? `<span class="fa">${T.activeFilters(view.activeFilters)}</span>` : '';
  return (
    `<style>${STYLE}</style>` +
    '<div class="f"><div class="b"></div>' +
    `<div class="hd"><div class="t">${escapeHtml(view.title)}</div><p class="y">${escapeHtml(view.staySummary)}</p></div>` +
    `<div class="l"><div class="fl"><div class="fh"><div><span class="fn">${T.filtersHeading}</span>${active}</div>` +
    `<span class="tg">${T.filtersOpen}</span></div></div>` +
    '<div class="rc"><div class="tb">' +
    `<p class="ct">${T.total(view.total.toLocaleString('ko-KR'))}</p>` +
    `<div class="sf"><span class="sl">${T.sortLabel}</span>${sortSelect(view.sort)}</div></div>` +
    `<div class="cd"><img src="${escapeHtml(view.coverUrl)}" alt="" fetchpriority="high"><span class="hr">${HEART}</span></div>` +
    '</div></div></div>'
  );
}
