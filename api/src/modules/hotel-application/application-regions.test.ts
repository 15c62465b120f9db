import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminApplicationDetail, ApplicationDetail, HotelApplicationRequest } from 'shared-contracts/schemas';
import { build } from '../../build';
import { hotels, regions, users } from '../../db/schema';
import { testClock } from '../../testing/test-clock';

const application = (hotelName: string, address1: string, postcode: string, region: string): HotelApplicationRequest => ({
  ownerName: '고은별',
  businessNo: '6161234567',
  phone: '0647381234',
  gradeLevel: 4,
  hotelName,
  address1,
  address2: '',
  postcode,
  region,
  coverImageType: 'NONE',
  amenitiesCsv: 'FREE_WIFI,POOL',
  comment: '',
  roomsJson: [
    {
      typeCode: 'STANDARD',
      roomCount: 2,
      roomNos: ['201', '202'],
      capacity: 2,
      sizeSqm: 24,
      priceKrw: 140000,
      refundable: 1,
      breakfast: 0,
      policyText: '',
    },
  ],
});

describe('listing applications in 제주 and 세종 (issue 26)', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

  before(async () => {
    app = await build({ clock: testClock });
    for (const loginId of ['member0005', 'member0006', 'admin0001']) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      tokens[loginId] = await app.accessTokens.sign({ sub: user!.id, role: user!.role, loginId, name: user!.name });
    }
  });
  after(() => app.close());

  it('accepts an application in 제주특별자치도, and approval lists the hotel in that region', async () => {
    const body = application('중문 바다정원 호텔', '제주특별자치도 서귀포시 중문관광로 72번길 75', '63535', '제주특별자치도');
    const res = await app.inject({ method: 'POST', url: '/api/hotelapp', headers: as('member0005'), payload: body });
    assert.equal(res.statusCode, 201, res.body);
    const created = res.json<ApplicationDetail>();
    assert.deepEqual([created.status, created.region], ['PENDING', '제주특별자치도']);

    for (const to of ['UNDER_REVIEW', 'APPROVED']) {
      const step = await app.inject({
        method: 'POST',
        url: `/api/admin/applications/${created.id}/transition`,
        headers: as('admin0001'),
        payload: { to },
      });
      assert.equal(step.statusCode, 200, `${to}: ${step.body}`);
      if (to === 'APPROVED') {
        const hotelId = step.json<AdminApplicationDetail>().hotelId!;
        const [listed] = await app.db
          .select({ region: regions.name, code: regions.code })
          .from(hotels)
          .innerJoin(regions, eq(regions.id, hotels.regionId))
          .where(eq(hotels.id, hotelId));
        assert.deepEqual(listed, { region: '제주특별자치도', code: 'jeju' });
      }
    }
  });

  it('accepts an application in 세종특별자치시', async () => {
    const body = application('세종 호수공원 스테이', '세종특별자치시 다솜로 216', '30103', '세종특별자치시');
    const res = await app.inject({ method: 'POST', url: '/api/hotelapp', headers: as('member0006'), payload: body });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json<ApplicationDetail>().region, '세종특별자치시');
  });
});
