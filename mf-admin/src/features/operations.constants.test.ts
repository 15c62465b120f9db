import * as contract from 'shared-contracts/schemas';
import * as mirror from './operations.constants';

describe('the desk’s copy of the back-office contract', () => {
  it('matches shared-contracts', () => {
    expect(mirror.ADMIN_PAGE_SIZE).toBe(contract.ADMIN_PAGE_SIZE_DEFAULT);
    expect(mirror.ADMIN_QUERY_MAX).toBe(contract.ADMIN_QUERY_MAX);
    expect(mirror.ADMIN_REASON_MAX).toBe(contract.ADMIN_REASON_MAX);
    expect(mirror.ADMIN_BOOKING_STATUSES).toEqual(contract.ADMIN_BOOKING_STATUSES);
    expect(mirror.ADMIN_BOOKING_STATUS_LABELS).toEqual(contract.ADMIN_BOOKING_STATUS_LABELS);
    expect(mirror.HOTEL_STATUSES).toEqual(contract.HOTEL_STATUSES);
    expect(mirror.HOTEL_STATUS_LABELS).toEqual(contract.HOTEL_STATUS_LABELS);
    expect(mirror.ADMIN_ROOM_LIMITS).toEqual(contract.ADMIN_ROOM_LIMITS);
    expect(mirror.ROOM_TYPE_CODES).toEqual(contract.ROOM_TYPE_CODES);
    expect(mirror.HOUSEKEEPING_STATUSES).toEqual(contract.HOUSEKEEPING_STATUSES);
  });

  it('reads ids and dates from the address', () => {
    expect(mirror.positiveId('12')).toBe(12);
    expect([mirror.positiveId(''), mirror.positiveId('0'), mirror.positiveId('1.5'), mirror.positiveId('x')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect([mirror.isIsoDate('2030-01-02'), mirror.isIsoDate('2030-1-2')]).toEqual([true, false]);
    expect([mirror.isOneOf(mirror.HOTEL_STATUSES, 'SUSPENDED'), mirror.isOneOf(mirror.HOTEL_STATUSES, 'x')]).toEqual([true, false]);
  });
});
