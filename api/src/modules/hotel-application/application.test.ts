import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { APPLICATION_STATUSES, APPLICATION_TRANSITIONS, type ApplicationStatus } from 'shared-contracts/hotel-application';
import type { AdminApplicationDetail, ApplicationDetail, HotelApplicationRequest, HotelSearchResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { amenities, auditLog, hotelAmenities, hotelApplications, rooms, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { valid } from './application-test.fixtures';
import { APPLICATION_MESSAGES as M } from './application.messages';

interface Mail {
  subject: string;
  text: string;
}

// Rejection and the admin queue are in application-queue.test.ts.
describe('hotel listing applications', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const call = (who: string | null, options: InjectOptions) =>
    app.inject({ ...options, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const submit = (who: string, body: HotelApplicationRequest) => call(who, { method: 'POST', url: '/api/hotelapp', payload: body });
  const resubmit = (who: string | null, id: number, body: HotelApplicationRequest) =>
    call(who, { method: 'PUT', url: `/api/hotelapp/${id}`, payload: body });
  const transition = (id: number, to: string, memo?: string) =>
    call('admin', { method: 'POST', url: `/api/admin/applications/${id}/transition`, payload: { to, ...(memo === undefined ? {} : { memo }) } });
  const statusOf = async (id: number) =>
    (await app.db.select({ s: hotelApplications.status }).from(hotelApplications).where(eq(hotelApplications.id, id)))[0]!.s;
  const auditOf = async (id: number) =>
    app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hotel_application'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const mails = async (loginId: string) => (await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${loginId}@example.com` })).json<Mail[]>();

  before(async () => {
    app = await build({ clock: testClock });
    for (const loginId of ['member0001', 'member0002', 'member0003', 'member0004', 'admin0001', 'owner0001']) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      ids[loginId] = user!.id;
      tokens[loginId === 'admin0001' ? 'admin' : loginId] = await app.accessTokens.sign({
        sub: user!.id,
        role: user!.role,
        loginId,
        name: user!.name,
      });
    }
  });
  after(() => app.close());

  let applicationId = 0;

  it('accepts one open application per member (409 PENDING) and one per hotel name (409 SLUG_CONFLICT); the submission is audited', async () => {
    const res = await submit('member0001', valid('  해운대 스테이 온  '));
    assert.equal(res.statusCode, 201, res.body);
    const created = res.json<ApplicationDetail>();
    applicationId = created.id;
    assert.deepEqual(
      [created.status, created.hotelName, created.businessNo, created.phone],
      ['PENDING', '해운대 스테이 온', '123-45-67890', '010-1234-5678'],
    );
    const again = await submit('member0001', valid('다른 호텔'));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'PENDING');
    assert.match(again.json().message, /already/);
    const sameName = await submit('member0002', valid('해운대 스테이-온'));
    assert.equal(sameName.statusCode, 409);
    assert.equal(sameName.json().error, 'SLUG_CONFLICT');
    const mine = (await call('member0001', { method: 'GET', url: '/api/hotelapp/mine' })).json();
    assert.deepEqual([mine.totalElements, mine.size, mine.totalPages, mine.content[0].status], [1, 20, 1, 'PENDING']);
    assert.equal((await call('member0002', { method: 'GET', url: `/api/hotelapp/${applicationId}` })).statusCode, 404);
    assert.equal((await call(null, { method: 'GET', url: '/api/hotelapp/mine' })).statusCode, 401);
    const [entry] = await auditOf(applicationId);
    assert.deepEqual([entry?.action, entry?.actorId, entry?.actorRole], ['APPLICATION_SUBMITTED', ids['member0001'], 'ROLE_USER']);
  });

  it('refuses every illegal step with 409 and leaves the application and the audit log as they were', async () => {
    const probe = (await submit('member0003', valid('상태 확인용 호텔'))).json<ApplicationDetail>();
    const entriesBefore = (await auditOf(probe.id)).length;
    let refused = 0;
    for (const from of APPLICATION_STATUSES) {
      await app.db.update(hotelApplications).set({ status: from }).where(eq(hotelApplications.id, probe.id));
      for (const to of APPLICATION_STATUSES) {
        if (APPLICATION_TRANSITIONS[from].includes(to)) continue;
        const res = await transition(probe.id, to, '메모');
        assert.equal(res.statusCode, 409, `${from} → ${to}`);
        assert.equal(res.json().error, 'ILLEGAL_TRANSITION', `${from} → ${to}`);
        assert.equal(res.json().message, M.illegalTransition(from, to));
        assert.equal(await statusOf(probe.id), from, `${from} stays after → ${to}`);
        refused++;
      }
    }
    assert.equal(refused, 25 - 5, 'five legal steps, twenty illegal ones (staying put included)');
    assert.equal((await auditOf(probe.id)).length, entriesBefore);
    // The member's resubmission only leaves NEEDS_INFO.
    for (const from of APPLICATION_STATUSES.filter((s) => s !== 'NEEDS_INFO')) {
      await app.db.update(hotelApplications).set({ status: from }).where(eq(hotelApplications.id, probe.id));
      const res = await resubmit('member0003', probe.id, valid('상태 확인용 호텔'));
      assert.equal(res.statusCode, 409, `PUT in ${from}`);
      assert.deepEqual([res.json().error, res.json().message], ['APPLICATION_NOT_EDITABLE', M.notEditable]);
      assert.equal(await statusOf(probe.id), from);
    }
    await app.db.update(hotelApplications).set({ status: 'REJECTED' }).where(eq(hotelApplications.id, probe.id));
  });

  it('answers bad transition input with 400 or 404 before touching the state', async () => {
    const noMemo = await transition(applicationId, 'NEEDS_INFO', '  ');
    assert.deepEqual([noMemo.statusCode, noMemo.json().message], [400, M.memoRequired]);
    const rejectNoMemo = await transition(applicationId, 'REJECTED');
    assert.deepEqual([rejectNoMemo.statusCode, rejectNoMemo.json().message], [400, M.memoRequired]);
    const long = await transition(applicationId, 'NEEDS_INFO', '가'.repeat(1001));
    assert.deepEqual([long.statusCode, long.json().message], [400, M.memoTooLong]);
    assert.equal((await transition(applicationId, 'SOMEWHERE')).statusCode, 400);
    assert.equal((await transition(999_999, 'UNDER_REVIEW')).statusCode, 404);
    assert.equal(await statusOf(applicationId), 'PENDING');
  });

  it('walks the legal steps, mailing the applicant and auditing each: start, ask, take back, ask again', async () => {
    const steps: [ApplicationStatus, string | undefined][] = [
      ['UNDER_REVIEW', undefined],
      ['NEEDS_INFO', '사업자등록증 사본을 보내주세요.'],
      ['UNDER_REVIEW', undefined],
      ['NEEDS_INFO', '객실 번호를 모두 적어주세요.'],
    ];
    for (const [to, memo] of steps) {
      const before = (await mails('member0001')).length;
      const res = await transition(applicationId, to, memo);
      assert.equal(res.statusCode, 200, `${to}: ${res.body}`);
      const detail = res.json<AdminApplicationDetail>();
      assert.equal(detail.status, to);
      assert.equal(detail.history.at(-1)?.action, to);
      assert.equal(detail.history.at(-1)?.actor.loginId, 'admin0001');
      const inbox = await mails('member0001');
      assert.equal(inbox.length, before + 1, `a mail for ${to}`);
      assert.equal(inbox[0]?.subject, M.mailSubject(to));
      if (memo) assert.match(inbox[0]!.text, new RegExp(memo));
    }
    assert.match((await mails('member0001'))[0]!.text, /\/hotelapply\/mine/);
    const mine = (await call('member0001', { method: 'GET', url: '/api/hotelapp/mine' })).json();
    assert.deepEqual([mine.content[0].status, mine.content[0].reviewMemo], ['NEEDS_INFO', '객실 번호를 모두 적어주세요.']);
    assert.ok(mine.content[0].reviewedAt);
  });

  it('lets only the applicant resubmit a NEEDS_INFO application: back to UNDER_REVIEW, the changes audited', async () => {
    const edited = {
      ...valid('해운대 스테이 온'),
      comment: '사본 첨부했습니다.',
      roomsJson: [valid('x').roomsJson[0]!, { ...valid('x').roomsJson[1]!, roomNos: ['401', '402'] }],
    };
    assert.equal((await resubmit(null, applicationId, edited)).statusCode, 401);
    assert.equal((await resubmit('member0002', applicationId, edited)).statusCode, 404, "another member's application is not theirs to see");
    const broken = await resubmit('member0001', applicationId, { ...edited, phone: '' });
    assert.deepEqual([broken.statusCode, broken.json().message], [400, M.required]);
    assert.equal((await submit('member0002', valid('광안리 하우스'))).statusCode, 201);
    const taken = await resubmit('member0001', applicationId, { ...edited, hotelName: '광안리  하우스' });
    assert.deepEqual([taken.statusCode, taken.json().error], [409, 'SLUG_CONFLICT']);
    assert.equal(await statusOf(applicationId), 'NEEDS_INFO');

    const res = await resubmit('member0001', applicationId, edited);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json<ApplicationDetail>().status, 'UNDER_REVIEW');
    assert.equal(res.json<ApplicationDetail>().comment, '사본 첨부했습니다.');
    const entry = (await auditOf(applicationId)).at(-1)!;
    assert.deepEqual([entry.action, entry.actorId, entry.actorRole], ['APPLICATION_RESUBMITTED', ids['member0001'], 'ROLE_USER']);
    assert.deepEqual(entry.before, { status: 'NEEDS_INFO', comment: '바다 전망 객실이 많습니다.', roomsJson: valid('x').roomsJson });
    assert.deepEqual((entry.after as { status: string; comment: string }).comment, '사본 첨부했습니다.');
    assert.equal((entry.after as { status: string }).status, 'UNDER_REVIEW');
    const twice = await resubmit('member0001', applicationId, edited);
    assert.deepEqual([twice.statusCode, twice.json().message], [409, M.notEditable]);
  });

  it('approval lists a bookable hotel with its rooms, makes the applicant an owner, and audits every step', async () => {
    const approved = await transition(applicationId, 'APPROVED');
    assert.equal(approved.statusCode, 200, approved.body);
    const detail = approved.json<AdminApplicationDetail>();
    assert.ok(detail.hotelId);
    const [user] = await app.db.select().from(users).where(eq(users.id, ids['member0001']!));
    assert.equal(user!.role, 'ROLE_OWNER');
    const roomNos = (await app.db.select().from(rooms).where(eq(rooms.hotelId, detail.hotelId!))).map((r) => r.roomNo).sort();
    assert.deepEqual(roomNos, ['301', '302', '303', '401', '402']);
    const amenityCodes = (
      await app.db
        .select({ code: amenities.code })
        .from(hotelAmenities)
        .innerJoin(amenities, eq(amenities.id, hotelAmenities.amenityId))
        .where(eq(hotelAmenities.hotelId, detail.hotelId!))
    )
      .map((a) => a.code)
      .sort();
    assert.deepEqual(
      amenityCodes,
      ['BREAKFAST', 'FREE_CANCELLATION', 'FREE_WIFI', 'PARKING'],
      'the two room-type amenities come from the room types',
    );
    assert.equal((await transition(applicationId, 'REJECTED', '늦은 반려')).statusCode, 409, 'APPROVED is final');
    const mail = (await mails('member0001'))[0]!;
    assert.equal(mail.subject, M.mailSubject('APPROVED'));
    assert.match(mail.text, /\/owner/);

    // The new owner's next token carries OWNER: their hotel is in /api/owner/hotels, they register inventory, a guest finds it.
    const owner = await app.accessTokens.sign({ sub: user!.id, role: 'ROLE_OWNER', loginId: 'member0001', name: user!.name });
    const auth = { authorization: `Bearer ${owner}` };
    const owned = (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: auth })).json<{ id: number; name: string }[]>();
    assert.deepEqual(
      owned.map((h) => h.name),
      ['해운대 스테이 온'],
    );
    const types = (await app.inject({ method: 'GET', url: `/api/owner/hotels/${detail.hotelId}/room-types`, headers: auth })).json<
      { id: number }[]
    >();
    const registered = await app.inject({
      method: 'POST',
      url: `/api/owner/hotels/${detail.hotelId}/inventory/register`,
      headers: auth,
      payload: {
        roomTypeIds: types.map((t) => t.id),
        from: TEST_TODAY,
        to: addDays(TEST_TODAY, 7),
        weekdays: [],
        allotment: 2,
        price: 120000,
        status: 'OPEN',
        overwrite: true,
      },
    });
    assert.equal(registered.statusCode, 200, registered.body);
    const search = await app.inject({
      method: 'GET',
      url: `/api/search/hotels?checkIn=${addDays(TEST_TODAY, 1)}&checkOut=${addDays(TEST_TODAY, 3)}&q=${encodeURIComponent('해운대 스테이 온')}`,
    });
    const hit = search.json<HotelSearchResult>().items.find((h) => h.hotelId === detail.hotelId);
    assert.ok(hit, 'the new hotel is found');
    assert.equal((await app.inject({ method: 'GET', url: `/api/hotels/${detail.hotelId}` })).statusCode, 200);

    const audit = await auditOf(applicationId);
    assert.deepEqual(
      audit.map((a) => a.action),
      [
        'APPLICATION_SUBMITTED',
        'APPLICATION_UNDER_REVIEW',
        'APPLICATION_NEEDS_INFO',
        'APPLICATION_UNDER_REVIEW',
        'APPLICATION_NEEDS_INFO',
        'APPLICATION_RESUBMITTED',
        'APPLICATION_APPROVED',
      ],
    );
    assert.equal(audit.at(-1)!.hotelId, detail.hotelId);
    assert.deepEqual(audit.at(-1)!.before, { status: 'UNDER_REVIEW' });
    assert.deepEqual(
      detail.history.map((h) => [h.action, h.status]),
      audit.map((a) => [a.action.replace('APPLICATION_', ''), (a.after as { status: string }).status]),
    );
  });
});
