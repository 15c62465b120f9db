import { FIRST_VIEW_STARTER, firstViewPage, firstViewPaint } from './first-view-hints';
import { hotelFirstViewHtml, type HotelFirstView } from './hotel-first-view';

const view: HotelFirstView = {
  name: '성수 새벽별 호텔',
  gradeLevel: 4,
  address: '서울특별시 성동구 왕십리로 145',
  phone: '02-7039-0484',
  rating: 4.2,
  reviewCount: 1234,
  lowestTotal: 1230000,
  pictureUrl: '/api/images/hotels/h-01.webp',
  stay: { checkIn: '2026-11-26', checkOut: '2026-11-28', guests: 2 },
};

/** The copy as a reader sees it: drawn into the document, its text read back. */
function drawn(html: string): HTMLElement {
  document.body.innerHTML = `<div id="first-view">${html}</div>`;
  return document.getElementById('first-view')!;
}

describe('hotelFirstViewHtml (the hotel page top the server paints)', () => {
  it('writes the summary the hotel remote shows, and the first picture', () => {
    const copy = drawn(hotelFirstViewHtml(view));
    expect(copy.querySelector('.n')).toHaveTextContent('성수 새벽별 호텔');
    expect(copy.querySelector('.g')?.textContent).toBe('★★★★★');
    expect(copy.querySelector('.g span')?.textContent).toBe('★');
    expect(copy.querySelector('.x')).toHaveTextContent('서울특별시 성동구 왕십리로 14502-7039-0484');
    expect(copy.querySelector('.o p')).toHaveTextContent('4.2 아주 좋아요 · 리뷰 1,234개');
    expect(copy.querySelector('.e')).toHaveTextContent('2026-11-26 ~ 2026-11-28 · 2명2박 최저 총액 1,230,000원');
    expect(copy.querySelector('.a')).toHaveTextContent('♡공유하기');
    expect(copy.querySelector('.v img')).toHaveAttribute('src', view.pictureUrl);
  });

  it('says what the page says without grade, rating, phone or price', () => {
    const copy = drawn(hotelFirstViewHtml({ ...view, gradeLevel: 0, rating: null, reviewCount: 0, phone: null, lowestTotal: null }));
    expect(copy.querySelector('.t')).toHaveTextContent('등급 정보 없음');
    expect(copy.querySelector('.g')).toBeNull();
    expect(copy.querySelector('.o p')).toHaveTextContent('아직 평점이 없어요');
    expect(copy.querySelector('.x .p')).toBeNull();
    expect(copy.querySelector('.e')).toHaveTextContent('선택한 날짜에 예약 가능한 객실이 없습니다');
  });

  it('escapes what owners wrote, and holds no element with a role or focus', () => {
    const html = hotelFirstViewHtml({ ...view, name: '<img src=x onerror=alert(1)>', address: '"a" & <b>', pictureUrl: '/x".webp' });
    const copy = drawn(html);
    expect(copy.querySelectorAll('img')).toHaveLength(1);
    expect(copy.querySelector('.n')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(copy.querySelector('.x span')?.textContent).toBe('"a" & <b>');
    expect(copy.querySelector('img')).toHaveAttribute('src', '/x".webp');
    expect(copy.querySelector('h1, h2, a, button, address, [role], [tabindex]')).toBeNull();
  });
});

describe('firstViewPaint with a painted copy', () => {
  it('wraps the copy in the first-view box of its page, with the starter', () => {
    const paint = firstViewPaint({ pathname: '/hotels/1/', random: 0, preloads: { fetches: [], images: [], paint: '<p>x</p>' } });
    expect(paint).toContain('<div id="first-view" aria-hidden="true" data-page="/hotels/1" style="position:absolute;top:69px;');
    expect(paint).toContain('<p>x</p></div>');
    expect(paint.endsWith(`<script>${FIRST_VIEW_STARTER}</script>`)).toBe(true);
  });

  it('paints nothing on a page without one, and the hero on /main whatever the preloads', () => {
    expect(firstViewPaint({ pathname: '/search', random: 0, preloads: { fetches: ['/api/x'], images: [] } })).toBe('');
    expect(firstViewPaint({ pathname: '/', random: 0, preloads: { fetches: [], images: [], paint: '<p>x</p>' } })).not.toContain('<p>x</p>');
  });

  it('names pages as the shell compares them', () => {
    expect(firstViewPage('/')).toBe('/main');
    expect(firstViewPage('/main/')).toBe('/main');
    expect(firstViewPage('/hotels/12')).toBe('/hotels/12');
  });
});
