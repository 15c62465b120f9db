import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { readAvailability } from './auth.api';

describe('readAvailability', () => {
  it('reads available at the top level or under data', () => {
    expect(readAvailability({ available: true })).toBe(true);
    expect(readAvailability({ data: { available: false } })).toBe(false);
  });

  it.each([null, {}, { available: 'yes' }, { data: {} }, 'true'])('refuses %p with the spec text', (raw) => {
    expect(() => readAvailability(raw)).toThrow(AUTH_MESSAGES.availabilityMalformed);
  });
});
