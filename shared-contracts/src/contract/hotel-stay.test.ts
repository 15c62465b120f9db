import { hotelDetailRequestUrl, normaliseHotelStay, parseHotelId } from './hotel-stay';
import { firstViewHints } from './first-view-hints';

const TODAY = '2024-05-10';
const stayOf = (query: string) => normaliseHotelStay(new URLSearchParams(query), TODAY);

describe('hotel stay (shared by the hotel page and the server preload)', () => {
  it('fixes a missing, past or malformed stay and keeps guests within 1..16', () => {
    expect(stayOf('')).toEqual({ stay: { checkIn: TODAY, checkOut: '2024-05-11', guests: 2 }, changed: true });
    expect(stayOf('checkIn=2024-05-01&checkOut=2024-05-03&guests=3').stay).toEqual({ checkIn: TODAY, checkOut: '2024-05-11', guests: 3 });
    expect(stayOf('checkIn=2024-02-30&checkOut=x&guests=99').stay).toEqual({ checkIn: TODAY, checkOut: '2024-05-11', guests: 16 });
    expect(stayOf('checkIn=2024-12-31&checkOut=2024-12-31&guests=0').stay).toEqual({ checkIn: '2024-12-31', checkOut: '2025-01-01', guests: 1 });
    expect(stayOf('checkIn=2024-06-01&checkOut=2024-06-03&guests=2')).toEqual({
      stay: { checkIn: '2024-06-01', checkOut: '2024-06-03', guests: 2 },
      changed: false,
    });
  });

  it('reads only positive whole numbers as hotel ids', () => {
    expect(parseHotelId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '99999999999999999999']) expect(parseHotelId(raw)).toBeNull();
  });

  it('writes the detail call the way the base query does, and the hints preload it with credentials', () => {
    const url = hotelDetailRequestUrl(7, { checkIn: '2024-06-01', checkOut: '2024-06-03', guests: 2 });
    expect(url).toBe('/api/hotels/7?checkIn=2024-06-01&checkOut=2024-06-03&guests=2');
    const hints = firstViewHints({ pathname: '/hotels/7', manifest: null, random: 0, preloads: { fetches: [url], images: ['/c.webp'] } });
    expect(hints).toContain(
      '<link rel="preload" as="fetch" href="/api/hotels/7?checkIn=2024-06-01&amp;checkOut=2024-06-03&amp;guests=2" crossorigin="use-credentials">',
    );
    expect(hints).toContain('<link rel="preload" as="image" href="/c.webp" fetchpriority="high">');
  });
});
