import type { HotelDetail } from '../schemas/hotel-detail.schema';
import type { HotelStay } from './hotel-stay';
import { FIRST_VIEW_TOKENS } from './first-view-tokens';
import { HOTEL_MAX_GRADE, HOTEL_SUMMARY_TEXTS as T, hotelGradeStars, ratingParts, stayNights } from './hotel-summary-texts';

/**
 * The top of a hotel page as the server paints it before any code runs (issue 14): the search bar's reserved
 * box, the hotel's summary and its first picture, at the places the hotel remote will draw them
 * (mf-hotel hotel-detail-page: PageFrame › SearchBarSlot › Layout › HotelSummary, HotelGallery). The largest
 * paint of the page — the picture — then no longer waits for the shell, the federation runtime, the remote and
 * the detail call. The remote removes it once its own picture is drawn (releaseFirstView).
 *
 * The measures and colours are the ui-kit theme's (the remote's styled components); mf-hotel's
 * first-view-tokens test checks they are the same, and e2e `hotel-first-view.spec.ts` checks the painted boxes
 * against the drawn ones at phone and desktop widths. No elements with roles (the copy is aria-hidden), no DOM
 * here: the API imports this file.
 */
export type HotelFirstView = Pick<HotelDetail, 'name' | 'gradeLevel' | 'address' | 'phone' | 'rating' | 'reviewCount' | 'lowestTotal'> & {
  /** The gallery's first slide (the cover, else the first hotel picture). */
  pictureUrl: string;
  stay: HotelStay;
};

const K = FIRST_VIEW_TOKENS;

/** Text and attribute values: owners write hotel names and addresses. */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const won = (amount: number) => `${new Intl.NumberFormat('ko-KR').format(Math.round(amount))}원`;

/**
 * One rule per remote component, same values: PageFrame (.f), SearchBarSlot's reserved box (.b: 216 / 162 /
 * 60 px high, 24 px below), Layout (.l, 32 px gaps), HotelSummary (.s …), the gallery's viewport (.v, 4:3 then
 * 21:9). Scoped under #first-view. Body styles are the global style's: the copy is drawn before it exists.
 */
const STYLE = [
  `#first-view{font-family:${K.fontBody};font-size:16px;line-height:1.5;color:${K.text};word-break:keep-all;overflow-wrap:anywhere;-webkit-font-smoothing:antialiased;background:${K.background}}`,
  '#first-view *{box-sizing:border-box}',
  `#first-view .f{width:100%;max-width:${K.maxWidth};margin:0 auto;padding:24px 16px}`,
  `#first-view .b{height:216px;margin-bottom:24px;border-radius:12px;background:${K.skeleton}}`,
  '#first-view .l{display:flex;flex-direction:column;gap:32px}',
  '#first-view .s{display:flex;flex-direction:column;gap:8px}',
  '#first-view .t{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:12px}',
  '#first-view .n{display:block;margin:0;font-size:28px;font-weight:700;word-break:keep-all}',
  `#first-view .g{color:${K.star};letter-spacing:1px}`,
  `#first-view .g span{color:${K.border}}`,
  '#first-view .a{display:flex;gap:8px}',
  `#first-view .h{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:1px solid ${K.border};border-radius:50%;background:${K.surfaceRaised};color:${K.textMuted};font-size:22px;line-height:1}`,
  `#first-view .r{display:inline-flex;align-items:center;height:44px;padding:0 16px;border:1px solid ${K.border};border-radius:999px;background:${K.surfaceRaised}}`,
  `#first-view .x{display:flex;flex-wrap:wrap;gap:4px 16px;color:${K.textMuted};font-size:14px}`,
  `#first-view .x .p{color:${K.brand};text-decoration:underline}`,
  '#first-view .o{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:12px}',
  '#first-view .o p{margin:0}',
  `#first-view .c{padding:2px 8px;border-radius:4px;background:${K.brand};color:${K.onBrand};font-weight:700}`,
  '#first-view .w{font-weight:700}',
  `#first-view .m{color:${K.textMuted};font-size:14px}`,
  '#first-view .o .e{display:flex;flex-direction:column;align-items:flex-end}',
  '#first-view .z{font-size:22px;font-weight:700}',
  `#first-view .v{position:relative;overflow:hidden;border-radius:12px;aspect-ratio:4/3;background:${K.skeleton}}`,
  '#first-view .v img{display:block;width:100%;height:100%;object-fit:cover}',
  `${K.mediaSm}{#first-view .b{height:162px}}`,
  `${K.mediaMd}{#first-view .f{padding:32px 24px}#first-view .b{height:60px}#first-view .v{aspect-ratio:21/9}}`,
].join('');

function grade(gradeLevel: number): string {
  const stars = hotelGradeStars(gradeLevel);
  if (stars === 0) return `<span class="m">${T.noGrade}</span>`;
  return `<span class="g">${'★'.repeat(stars)}<span>${'★'.repeat(HOTEL_MAX_GRADE - stars)}</span></span>`;
}

function rating(view: HotelFirstView): string {
  const parts = ratingParts(view.rating, view.reviewCount);
  if (!parts) return `<p><span class="m">${T.noRating}</span></p>`;
  return `<p><span class="c">${parts.score}</span> <span class="w">${parts.label}</span><span class="m"> · ${parts.reviews}</span></p>`;
}

function lowest({ stay, lowestTotal }: HotelFirstView): string {
  const label = `<span class="m">${T.stayLabel(stay.checkIn, stay.checkOut, stay.guests)}</span>`;
  const price =
    lowestTotal === null
      ? `<span class="m">${T.noPrice}</span>`
      : `<span><span class="m">${T.lowestTotalLabel(stayNights(stay.checkIn, stay.checkOut))}</span> <span class="z">${won(lowestTotal)}</span></span>`;
  return `<p class="e">${label}${price}</p>`;
}

/** The copy's markup (inside the first-view box, which firstViewPaint writes around it). */
export function hotelFirstViewHtml(view: HotelFirstView): string {
  const facts = [
    view.address ? `<span>${escapeHtml(view.address)}</span>` : '',
    view.phone ? `<span class="p">${escapeHtml(view.phone)}</span>` : '',
  ].join('');
  return (
    `<style>${STYLE}</style>` +
    '<div class="f"><div class="b"></div><div class="l"><div class="s">' +
    `<div class="t"><div><span class="n">${escapeHtml(view.name)}</span>${grade(view.gradeLevel)}</div>` +
    `<div class="a"><span class="h">♡</span><span class="r">${T.share}</span></div></div>` +
    `<div class="x">${facts}</div>` +
    `<div class="o">${rating(view)}${lowest(view)}</div>` +
    `</div><div class="v"><img src="${escapeHtml(view.pictureUrl)}" alt="" fetchpriority="high"></div></div></div>`
  );
}
