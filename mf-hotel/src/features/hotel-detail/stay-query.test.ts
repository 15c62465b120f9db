import { loginRedirectPath, normaliseStay, parseHotelId, withStay } from './stay-query';

const today = '2030-05-10';
const stayOf = (query: string) => normaliseStay(new URLSearchParams(query), today);

describe('parseHotelId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
  ])('reads %s as hotel %d', (raw, id) => expect(parseHotelId(raw)).toBe(id));

  it.each([undefined, '', 'abc', '12abc', '0', '-3', '1.5', '99999999999999999999'])('rejects %s', (raw) => {
    expect(parseHotelId(raw)).toBeNull();
  });
});

describe('normaliseStay', () => {
  it('keeps a valid future stay untouched', () => {
    expect(stayOf('checkIn=2030-06-01&checkOut=2030-06-03&guests=3')).toEqual({
      stay: { checkIn: '2030-06-01', checkOut: '2030-06-03', guests: 3 },
      changed: false,
    });
  });

  it('defaults to today, tomorrow and 2 guests when the query is empty', () => {
    expect(stayOf('')).toEqual({ stay: { checkIn: today, checkOut: '2030-05-11', guests: 2 }, changed: true });
  });

  it('moves a past or malformed check-in to today', () => {
    expect(stayOf('checkIn=2030-05-09&checkOut=2030-05-12&guests=2').stay.checkIn).toBe(today);
    expect(stayOf('checkIn=2030-02-30&checkOut=2030-05-12&guests=2').stay.checkIn).toBe(today);
    expect(stayOf('checkIn=tomorrow&checkOut=2030-05-12&guests=2').stay).toEqual({
      checkIn: today,
      checkOut: '2030-05-12',
      guests: 2,
    });
  });

  it('puts a check-out that is not after check-in on the next day', () => {
    expect(stayOf('checkIn=2030-06-01&checkOut=2030-06-01&guests=2').stay.checkOut).toBe('2030-06-02');
    expect(stayOf('checkIn=2030-06-01&checkOut=2030-05-20&guests=2').stay.checkOut).toBe('2030-06-02');
    expect(stayOf('checkIn=2030-12-31&checkOut=nope&guests=2').stay.checkOut).toBe('2031-01-01');
  });

  it('keeps guests within 1..16 and defaults non-numbers to 2', () => {
    expect(stayOf('checkIn=2030-06-01&checkOut=2030-06-02&guests=0').stay.guests).toBe(1);
    expect(stayOf('checkIn=2030-06-01&checkOut=2030-06-02&guests=40').stay.guests).toBe(16);
    expect(stayOf('checkIn=2030-06-01&checkOut=2030-06-02&guests=two').stay.guests).toBe(2);
    expect(stayOf('checkIn=2030-06-01&checkOut=2030-06-02&guests=2.5').stay.guests).toBe(2);
  });
});

describe('address helpers', () => {
  it('writes the stay and keeps other parameters', () => {
    const next = withStay(new URLSearchParams('region=서울특별시&guests=x'), {
      checkIn: '2030-06-01',
      checkOut: '2030-06-02',
      guests: 2,
    });
    expect(next.get('region')).toBe('서울특별시');
    expect(next.toString()).toContain('checkIn=2030-06-01&checkOut=2030-06-02');
    expect(next.get('guests')).toBe('2');
  });

  it('sends guests to login with the way back', () => {
    expect(loginRedirectPath('/hotels/3?checkIn=2030-06-01&guests=2')).toBe('/login?redirect=%2Fhotels%2F3%3FcheckIn%3D2030-06-01%26guests%3D2');
  });
});
