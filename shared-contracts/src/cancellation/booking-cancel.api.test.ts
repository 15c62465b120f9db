import { cancelInvalidates } from './booking-cancel.api';

describe('cancelInvalidates', () => {
  it("refreshes the member's lists, the booking, the coupon box and search", () => {
    expect(cancelInvalidates({ scope: 'member', bookingNo: 'HB1' })).toEqual([
      { type: 'Booking', id: 'MINE' },
      { type: 'Booking', id: 'HB1' },
      'Coupon',
      'Hotel',
    ]);
  });

  it("refreshes the owner's views of the hotel", () => {
    expect(cancelInvalidates({ scope: 'owner', bookingNo: 'HB1', hotelId: 7 })).toEqual([
      { type: 'OwnerBooking', id: 7 },
      { type: 'OwnerArrival', id: 7 },
      { type: 'OwnerRoom', id: 7 },
      { type: 'OwnerInventory', id: 7 },
      { type: 'OwnerDashboard', id: 7 },
      'Booking',
    ]);
  });

  it("refreshes the admin desk's booking, lists, hotel and dashboard", () => {
    expect(cancelInvalidates({ scope: 'admin', bookingNo: 'HB1', hotelId: 7 })).toEqual([
      { type: 'AdminBooking', id: 'HB1' },
      { type: 'AdminBooking', id: 'LIST' },
      { type: 'AdminHotel', id: 7 },
      'AdminDashboard',
      'Booking',
    ]);
  });
});
