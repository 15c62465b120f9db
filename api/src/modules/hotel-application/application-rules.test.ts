import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_AMENITIES, DERIVED_AMENITY_CODES } from 'shared-contracts/hotel-application';
import type { HotelApplicationRequest } from 'shared-contracts/schemas';
import { build } from '../../build';
import { amenities, hotelApplications, users } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { room, valid } from './application-test.fixtures';
import { APPLICATION_MESSAGES as M } from './application.messages';

describe('hotel listing application rules', () => {
  let app: FastifyInstance;
  let token = '';
  const submit = (body: HotelApplicationRequest) =>
    app.inject({ method: 'POST', url: '/api/hotelapp', payload: body, headers: { authorization: `Bearer ${token}` } });

  before(async () => {
    app = await build({ clock: testClock });
    const [user] = await app.db.select().from(users).where(eq(users.loginId, 'member0002'));
    token = await app.accessTokens.sign({ sub: user!.id, role: user!.role, loginId: 'member0002', name: user!.name });
  });
  after(() => app.close());

  it('offers 20 amenities that are all in the catalog, besides the two the room types give', async () => {
    const catalog = new Set((await app.db.select({ code: amenities.code }).from(amenities).where(eq(amenities.scope, 'HOTEL'))).map((a) => a.code));
    assert.equal(APPLICATION_AMENITIES.length, 20);
    for (const code of [...APPLICATION_AMENITIES.map((a) => a.code), ...Object.values(DERIVED_AMENITY_CODES)]) assert.ok(catalog.has(code), code);
  });

  it('checks the §5 rules in Korean: required first, then formats, the cover, amenities and room types', async () => {
    const cases: [Partial<HotelApplicationRequest>, string][] = [
      [{ ownerName: '  ' }, M.required],
      [{ gradeLevel: 0 }, M.required],
      [{ region: '' }, M.required],
      [{ ownerName: '가'.repeat(31) }, M.tooLong('대표자 이름', 30)],
      [{ businessNo: '123-45-678' }, M.businessNo],
      [{ phone: '12345' }, M.phone],
      [{ gradeLevel: 6 }, M.grade],
      [{ postcode: '4809' }, M.postcode],
      [{ region: '부산' }, M.region],
      [{ coverImageType: 'UPLOADED', coverImageUrl: 'hotel.jpg' }, M.coverUrl],
      [{ coverImageType: 'UPLOADED', coverImageUrl: 'javascript:alert(1)' }, M.coverUrl],
      [{ coverImageType: 'TEMPLATE', coverImageTemplate: 'H9' }, M.coverTemplate],
      [{ amenitiesCsv: 'FREE_WIFI,HELIPAD' }, M.amenityUnknown],
      // Breakfast comes from the room types, not from the list of 20.
      [{ amenitiesCsv: 'BREAKFAST' }, M.amenityUnknown],
      [{ roomsJson: [] }, M.roomTypesRequired],
      [{ roomsJson: [room(), room()] }, M.roomTypeDuplicate],
      [{ roomsJson: [room({ roomNos: ['301'] })] }, M.roomNosMismatch('스탠다드')],
      [{ roomsJson: [room({ roomCount: 0, roomNos: [] })] }, M.roomCount('스탠다드')],
      [{ roomsJson: [room({ capacity: 0 })] }, M.capacity('스탠다드')],
      [{ roomsJson: [room({ sizeSqm: 0 })] }, M.sizeSqm('스탠다드')],
      [{ roomsJson: [room({ priceKrw: -1 })] }, M.price('스탠다드')],
      [{ roomsJson: [room(), room({ typeCode: 'DELUXE', roomCount: 1, roomNos: ['302'] })] }, M.roomNoDuplicate('302')],
    ];
    for (const [change, message] of cases) {
      const res = await submit({ ...valid('규칙 호텔'), ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.equal(res.json().message, message, JSON.stringify(change));
    }
    // Nothing was stored by the refused ones.
    assert.equal((await app.db.select().from(hotelApplications)).length, 0);
  });
});
