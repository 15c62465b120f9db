import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApplicationDetail, HotelApplicationRequest, HotelSearchResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { auditLog, hotelApplications, rooms, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { APPLICATION_MESSAGES as M } from './application.messages';

const valid = (hotelName: string): HotelApplicationRequest => ({
  ownerName: '홍길동',
  businessNo: '1234567890',
  phone: '01012345678',
  gradeLevel: 4,
  hotelName,
  address1: '부산광역시 해운대구 해운대해변로 1',
  address2: '본관',
  postcode: '48099',
  region: '부산광역시',
  coverImageType: 'TEMPLATE',
  coverImageTemplate: 'H2',
  amenitiesCsv: 'FREE_WIFI,PARKING',
  comment: '바다 전망 객실이 많습니다.',
  roomsJson: [
    { typeCode: 'STANDARD', roomCount: 3, roomNos: ['301', '302', '303'], capacity: 2, sizeSqm: 20, priceKrw: 100000, refundable: 1, breakfast: 0, policyText: '' },
    { typeCode: 'SUITE', roomCount: 2, roomNos: [], capacity: 4, sizeSqm: 45, priceKrw: 250000, refundable: 0, breakfast: 1, policyText: '환불 불가' },
  ],
});

describe('hotel listing applications', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const call = (who: string | null, options: InjectOptions) =>
    app.inject({ ...options, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const submit = (who: string, body: HotelApplicationRequest) => call(who, { method: 'POST', url: '/api/hotelapp', payload: body });
  const transition = (id: number, to: string, memo?: string) =>
    call('admin', { method: 'POST', url: `/api/admin/applications/${id}/transition`, payload: { to, ...(memo === undefined ? {} : { memo }) } });

  before(async () => {
    app = await build({ clock: testClock });
    for (const loginId of ['member0001', 'member0002', 'admin0001', 'owner0001']) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      ids[loginId] = user!.id;
      tokens[loginId === 'admin0001' ? 'admin' : loginId] = await app.accessTokens.sign({ sub: user!.id, role: user!.role, loginId, name: user!.name });
    }
  });
  after(() => app.close());

  it('checks the §5 rules in Korean: required first, then formats and room types', async () => {
    const cases: [Partial<HotelApplicationRequest>, string][] = [
      [{ ownerName: '  ' }, M.required],
      [{ gradeLevel: 0 }, M.required],
      [{ businessNo: '123-45-678' }, M.businessNo],
      [{ phone: '12345' }, M.phone],
      [{ gradeLevel: 6 }, M.grade],
      [{ region: '부산' }, M.region],
      [{ coverImageType: 'UPLOADED', coverImageUrl: 'hotel.jpg' }, M.coverUrl],
      [{ coverImageType: 'UPLOADED', coverImageUrl: 'javascript:alert(1)' }, M.coverUrl],
      [{ amenitiesCsv: 'FREE_WIFI,HELIPAD' }, M.amenityUnknown],
      [{ roomsJson: [] }, M.roomTypesRequired],
      [{ roomsJson: [valid('x').roomsJson[0]!, valid('x').roomsJson[0]!] }, M.roomTypeDuplicate],
      [{ roomsJson: [{ ...valid('x').roomsJson[0]!, roomNos: ['301'] }] }, M.roomNosMismatch('STANDARD')],
    ];
    for (const [change, message] of cases) {
      const res = await submit('member0002', { ...valid('규칙 호텔'), ...change });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.equal(res.json().message, message, JSON.stringify(change));
    }
    const over = await submit('member0002', { ...valid('규칙 호텔'), roomsJson: [{ ...valid('x').roomsJson[0]!, capacity: 0 }] });
    assert.equal(over.statusCode, 400);
  });

  let applicationId = 0;

  it('accepts one open application per member (409 PENDING) and one per hotel name (409 SLUG_CONFLICT)', async () => {
    const res = await submit('member0001', valid('  해운대 스테이 온  '));
    assert.equal(res.statusCode, 201, res.body);
    const created = res.json<ApplicationDetail>();
    applicationId = created.id;
    assert.deepEqual([created.status, created.hotelName, created.businessNo, created.phone], ['PENDING', '해운대 스테이 온', '123-45-67890', '010-1234-5678']);
    const again = await submit('member0001', valid('다른 호텔'));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'PENDING');
    const sameName = await submit('member0002', valid('해운대 스테이-온'));
    assert.equal(sameName.statusCode, 409);
    assert.equal(sameName.json().error, 'SLUG_CONFLICT');
    const mine = (await call('member0001', { method: 'GET', url: '/api/hotelapp/mine' })).json();
    assert.deepEqual([mine.totalElements, mine.size, mine.content[0].status], [1, 20, 'PENDING']);
    assert.equal((await call('member0002', { method: 'GET', url: `/api/hotelapp/${applicationId}` })).statusCode, 404);
  });

  it('enforces the state machine: every illegal step is 409, NEEDS_INFO and REJECTED need a memo', async () => {
    for (const to of ['NEEDS_INFO', 'APPROVED', 'REJECTED', 'PENDING']) {
      assert.equal((await transition(applicationId, to, '메모')).statusCode, 409, `PENDING → ${to}`);
    }
    assert.equal((await transition(applicationId, 'UNDER_REVIEW')).statusCode, 200);
    const noMemo = await transition(applicationId, 'NEEDS_INFO', '  ');
    assert.equal(noMemo.statusCode, 400);
    assert.equal(noMemo.json().message, M.memoRequired);
    const asked = await transition(applicationId, 'NEEDS_INFO', '사업자등록증 사본을 보내주세요.');
    assert.equal(asked.json().status, 'NEEDS_INFO');
    assert.equal((await transition(applicationId, 'APPROVED')).statusCode, 409, 'NEEDS_INFO → APPROVED');
    const mail = (await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=member0001@example.com' })).json<{ subject: string; text: string }[]>();
    assert.equal(mail[0]?.subject, M.mailSubject('NEEDS_INFO'));
    assert.match(mail[0]!.text, /사업자등록증 사본/);
  });

  it('lets the member edit a NEEDS_INFO application, which returns to UNDER_REVIEW; other states are not editable', async () => {
    const edited = await call('member0001', { method: 'PUT', url: `/api/hotelapp/${applicationId}`, payload: { ...valid('해운대 스테이 온'), comment: '사본 첨부했습니다.' } });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().status, 'UNDER_REVIEW');
    const twice = await call('member0001', { method: 'PUT', url: `/api/hotelapp/${applicationId}`, payload: valid('해운대 스테이 온') });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, M.notEditable);
  });

  it('approval lists a bookable hotel with its rooms, makes the applicant an owner, and audits every step', async () => {
    const approved = await transition(applicationId, 'APPROVED');
    assert.equal(approved.statusCode, 200, approved.body);
    const detail = approved.json<ApplicationDetail>();
    assert.ok(detail.hotelId);
    const [user] = await app.db.select().from(users).where(eq(users.id, ids['member0001']!));
    assert.equal(user!.role, 'ROLE_OWNER');
    const roomNos = (await app.db.select().from(rooms).where(eq(rooms.hotelId, detail.hotelId!))).map((r) => r.roomNo).sort();
    assert.deepEqual(roomNos, ['301', '302', '303', '401', '402'], 'the suites skip the third floor the standards took');
    assert.equal((await transition(applicationId, 'REJECTED', '늦은 반려')).statusCode, 409, 'APPROVED is final');

    // The new owner's next token carries OWNER: they register inventory and a guest finds the hotel.
    const owner = await app.accessTokens.sign({ sub: user!.id, role: 'ROLE_OWNER', loginId: 'member0001', name: user!.name });
    const auth = { authorization: `Bearer ${owner}` };
    const types = (await app.inject({ method: 'GET', url: `/api/owner/hotels/${detail.hotelId}/room-types`, headers: auth })).json<{ id: number }[]>();
    const registered = await app.inject({
      method: 'POST',
      url: `/api/owner/hotels/${detail.hotelId}/inventory/register`,
      headers: auth,
      payload: { roomTypeIds: types.map((t) => t.id), from: TEST_TODAY, to: addDays(TEST_TODAY, 7), weekdays: [], allotment: 2, price: 120000, status: 'OPEN', overwrite: true },
    });
    assert.equal(registered.statusCode, 200, registered.body);
    const search = await app.inject({ method: 'GET', url: `/api/search/hotels?checkIn=${addDays(TEST_TODAY, 1)}&checkOut=${addDays(TEST_TODAY, 3)}&q=${encodeURIComponent('해운대 스테이 온')}` });
    const hit = search.json<HotelSearchResult>().items.find((h) => h.hotelId === detail.hotelId);
    assert.ok(hit, 'the new hotel is found');
    assert.equal((await app.inject({ method: 'GET', url: `/api/hotels/${detail.hotelId}` })).statusCode, 200);

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entity, 'hotel_application'));
    assert.deepEqual(audit.map((a) => a.action), ['APPLICATION_UNDER_REVIEW', 'APPLICATION_NEEDS_INFO', 'APPLICATION_APPROVED']);
  });

  it('lists the queue oldest first with a status filter, for admins only', async () => {
    await submit('member0002', valid('광안리 하우스'));
    const queue = (await call('admin', { method: 'GET', url: '/api/admin/applications' })).json();
    assert.deepEqual(queue.content.map((a: ApplicationDetail) => a.hotelName), ['해운대 스테이 온', '광안리 하우스']);
    const pending = (await call('admin', { method: 'GET', url: '/api/admin/applications?status=PENDING' })).json();
    assert.equal(pending.totalElements, 1);
    assert.equal((await call('member0002', { method: 'GET', url: '/api/admin/applications' })).statusCode, 403);
    assert.equal((await call('owner0001', { method: 'POST', url: `/api/admin/applications/${applicationId}/transition`, payload: { to: 'UNDER_REVIEW' } })).statusCode, 403);
    const [count] = await app.db.execute(sql`select count(*)::int as n from ${hotelApplications}`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    assert.equal(count!.n, 2);
  });
});
