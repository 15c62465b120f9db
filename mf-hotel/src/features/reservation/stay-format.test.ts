import { dateWithWeekday, formatCountdown, hotelPathFor, reservationPathFor } from './stay-format';

describe('stay format', () => {
  it('writes dates with the Korean weekday', () => {
    expect(dateWithWeekday('2099-06-01')).toBe('2099.06.01 (월)');
    expect(dateWithWeekday('2024-02-29')).toBe('2024.02.29 (목)');
    expect(dateWithWeekday('not a date')).toBe('not a date');
  });

  it('writes the countdown as mm:ss, never below zero', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9.7)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('builds the hotel page with the stay and the reservation page for a hold', () => {
    expect(hotelPathFor({ hotelId: 7, checkIn: '2099-06-01', checkOut: '2099-06-03', guests: 2 })).toBe(
      '/hotels/7?checkIn=2099-06-01&checkOut=2099-06-03&guests=2',
    );
    expect(reservationPathFor('AB 12')).toBe('/reservation?holdCode=AB+12');
  });
});
