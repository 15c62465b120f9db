import { OWNER_BOOKING_SORT_KEYS as CONTRACT_KEYS } from 'shared-contracts/schemas/owner';
import { bookingSortOf, OWNER_BOOKING_SORT_KEYS } from './bookings-sort';

describe('owner bookings sort', () => {
  it('mirrors the contract keys', () => {
    expect(OWNER_BOOKING_SORT_KEYS).toEqual(CONTRACT_KEYS);
  });

  it('reads the address, and falls back to newest first', () => {
    expect(bookingSortOf('-totalAmount')).toEqual({ key: 'totalAmount', direction: 'desc' });
    expect(bookingSortOf('checkIn')).toEqual({ key: 'checkIn', direction: 'asc' });
    expect(bookingSortOf('')).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(bookingSortOf('-leadPhone')).toEqual({ key: 'createdAt', direction: 'desc' });
  });
});
