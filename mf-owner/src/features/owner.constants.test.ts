import * as contract from 'shared-contracts/schemas';
import * as mirror from './owner.constants';

describe('owner constants', () => {
  it.each([
    'INVENTORY_LIMITS',
    'INVENTORY_DEFAULTS',
    'ROOM_TYPE_CODES',
    'ROOM_TYPE_ABBREVIATIONS',
    'HOUSEKEEPING_STATUSES',
    'OWNER_BOOKING_STATUSES',
    'OWNER_BOOKINGS_PAGE_SIZE',
    'ASSIGN_ALL_MAX_ITEMS',
  ] as const)('%s equals the contract', (name) => {
    expect(mirror[name]).toEqual(contract[name]);
  });
});
