import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, gte, inArray, isNull, lt, notExists } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../build';
import { bookings, hotelApplications, hotelOwners, hotels, reviews, rooms } from '../db/schema';
import { invalidCharacterMessages } from '../messages';
import { findUnstorableText, invalidCharacter, unstorableCharacter } from './input-guard';
import { caller, seededTokens, type Call } from '../modules/admin/admin-test-world';
import { testClock, TEST_TODAY } from '../testing/test-clock';

/**
 * Issue 23 item 6: a lone UTF-16 surrogate reached the audited writes and failed the audit insert (PostgreSQL
 * refuses it in jsonb): 500. The input guard now refuses it with 400 on every route, as it refuses NUL, while a
 * well-formed pair (an emoji) goes through.
 */
const LONE_TEXTS = { high: '취소 \ud800', low: '\udc00 메모', reversed: '거꾸로 \ude00\ud83d' };
const EMOJI = '좋아요 😀';

function assertRefused(res: LightMyRequestResponse, label: string): void {
  assert.equal(res.statusCode, 400, `${label}: ${res.body}`);
  const body = res.json<{ error: string; message: string; errorId: string; details?: { field: string }[] }>();
  assert.equal(body.error, 'INVALID_CHARACTER', label);
  assert.equal(body.message, invalidCharacterMessages.loneSurrogate, label);
  assert.equal(res.headers['x-error-id'], body.errorId, label);
  assert.ok(!JSON.stringify(body).includes('\\ud8'), `${label}: the answer repeats no lone surrogate`);
}

/** A listing application the API accepts; `comment` is the text under test. */
const listingApplication = (hotelName: string, comment: string) => ({
  ownerName: '홍길동',
  businessNo: '1234567890',
  phone: '01012345678',
  gradeLevel: 4,
  hotelName,
  address1: '부산광역시 해운대구 해운대해변로 1',
  postcode: '48099',
  region: '부산광역시',
  coverImageType: 'TEMPLATE',
  coverImageTemplate: 'H2',
  amenitiesCsv: 'FREE_WIFI',
  comment,
  roomsJson: [
    { typeCode: 'STANDARD', roomCount: 1, roomNos: ['301'], capacity: 2, sizeSqm: 20, priceKrw: 100000, refundable: 1, breakfast: 0, policyText: '' },
  ],
});

interface AuditedWrite {
  name: string;
  as: 'admin' | 'owner' | 'member';
  method: 'POST' | 'PUT';
  url: () => string;
  body: (text: string) => Record<string, unknown>;
}

describe('unstorable characters', () => {
  it('a lone high or low surrogate, a reversed pair and NUL are found; pairs, BMP text and U+FFFF are not', () => {
    for (const text of ['\ud800', 'a\udbff', '\udc00b', '\udfff', '\ude00\ud83d', '😀\ud83d', '\ude00😀']) {
      assert.equal(unstorableCharacter(text), 'loneSurrogate', JSON.stringify(text));
    }
    assert.equal(unstorableCharacter('a\u0000'), 'nul');
    for (const text of ['', '😀', '👨‍👩‍👧 가족', '𠜎', '\uffff\ufffd', '\ud83d\ude00\ud83d\ude00']) assert.equal(unstorableCharacter(text), null, text);
  });

  it('findUnstorableText looks at keys and values at any depth, in document order', () => {
    let deep: unknown = { memo: 'x\udc00' };
    for (let i = 0; i < 200; i++) deep = [deep];
    assert.deepEqual(findUnstorableText(deep, 'body'), { field: `body${'[0]'.repeat(200)}.memo`, character: 'loneSurrogate' });
    assert.deepEqual(findUnstorableText({ a: ['ok', '\ud800'], b: '\u0000' }, 'body'), { field: 'body.a[1]', character: 'loneSurrogate' });
    assert.deepEqual(findUnstorableText({ ['\udfffk']: 1 }, 'query'), { field: 'query.\udfffk', character: 'loneSurrogate' });
    assert.equal(findUnstorableText({ title: '쿠폰 😀', tags: ['🎉'], n: 1, none: null }, 'body'), null);
  });

  it('the field an error names is cut by characters, never halfway through a pair', () => {
    const [detail] = invalidCharacter({ field: `body.${'😀'.repeat(100)}\ud800`, character: 'loneSurrogate' }).details ?? [];
    assert.equal(detail?.field, `body.${'😀'.repeat(59)}`);
    assert.equal(unstorableCharacter(detail?.field ?? ''), null);
  });
});

describe('input guard: lone surrogates are a 400 on the audited writes, emoji pass', () => {
  let app: FastifyInstance;
  let call: Record<AuditedWrite['as'], Call>;
  let member = { token: '', id: 0 };
  const world = { hotelId: 0, reviewId: 0, bookingNo: '', roomId: 0, otherHotelId: 0, anyReviewId: 0, userId: 0, applicationId: 0 };

  before(async () => {
    app = await build({ clock: testClock, env: { RATE_LIMIT_ENABLED: 'false' } });
    const t = await seededTokens(app);
    call = { admin: caller(app, t.admin), owner: caller(app, t.owner), member: caller(app, t.member) };
    member = { token: t.member, id: t.memberId };
    const owned = (await app.db.select().from(hotelOwners).where(eq(hotelOwners.userId, t.ownerId))).map((o) => o.hotelId);
    const [review] = await app.db
      .select()
      .from(reviews)
      .where(and(inArray(reviews.hotelId, owned), isNull(reviews.deletedAt)))
      .orderBy(asc(reviews.id))
      .limit(1);
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(and(inArray(bookings.hotelId, owned), eq(bookings.status, 'CONFIRMED'), gte(bookings.checkIn, TEST_TODAY)))
      .orderBy(asc(bookings.checkIn))
      .limit(1);
    const [room] = await app.db.select().from(rooms).where(isNull(rooms.deletedAt)).orderBy(asc(rooms.id)).limit(1);
    const [other] = await app.db.select().from(hotels).where(eq(hotels.status, 'ACTIVE')).orderBy(asc(hotels.id)).limit(1);
    // The seed holds no application: member0002 sends one for the admin's memo.
    const sent = await caller(app, t.other)('POST', '/api/hotelapp', listingApplication('서로게이트 시험 호텔', '본관'));
    assert.equal(sent.statusCode, 201, sent.body);
    const [application] = await app.db.select().from(hotelApplications).where(eq(hotelApplications.status, 'PENDING')).limit(1);
    assert.ok(review && booking && room && other && application, 'the seed gives every entity the writes need');
    Object.assign(world, {
      hotelId: review.hotelId,
      reviewId: review.id,
      bookingNo: booking.bookingNo,
      roomId: room.id,
      otherHotelId: other.id,
      anyReviewId: review.id,
      userId: t.otherId,
      applicationId: application.id,
    });
  });
  after(() => app.close());

  // Each write runs in this order, so a refused request is shown to have changed nothing before the emoji one.
  const writes: AuditedWrite[] = [
    {
      name: 'owner review reply',
      as: 'owner',
      method: 'PUT',
      url: () => `/api/owner/hotels/${world.hotelId}/reviews/${world.reviewId}/reply`,
      body: (content) => ({ content }),
    },
    {
      name: 'cancel reason detail (owner)',
      as: 'owner',
      method: 'POST',
      url: () => `/api/bookings/${world.bookingNo}/cancel`,
      body: (detail) => ({ reason: 'ETC', detail }),
    },
    {
      name: 'admin room type name',
      as: 'admin',
      method: 'PUT',
      url: () => `/api/admin/rooms/${world.roomId}`,
      body: (roomTypeName) => ({ roomTypeName }),
    },
    { name: 'admin room memo', as: 'admin', method: 'PUT', url: () => `/api/admin/rooms/${world.roomId}`, body: (memo) => ({ floor: 9, memo }) },
    {
      name: 'hotel suspension reason',
      as: 'admin',
      method: 'POST',
      url: () => `/api/admin/hotels/${world.otherHotelId}/suspend`,
      body: (reason) => ({ reason }),
    },
    {
      name: 'hotel resumption memo',
      as: 'admin',
      method: 'POST',
      url: () => `/api/admin/hotels/${world.otherHotelId}/resume`,
      body: (memo) => ({ memo }),
    },
    {
      name: 'review hiding memo',
      as: 'admin',
      method: 'POST',
      url: () => `/api/admin/reviews/${world.anyReviewId}/hide`,
      body: (memo) => ({ memo }),
    },
    {
      name: 'review restoring memo',
      as: 'admin',
      method: 'POST',
      url: () => `/api/admin/reviews/${world.anyReviewId}/restore`,
      body: (memo) => ({ memo }),
    },
    {
      name: 'coupon title',
      as: 'admin',
      method: 'POST',
      url: () => '/api/admin/coupons',
      body: (title) => ({ title, code: 'SURROGATE-TEST', amount: 3000, validFrom: TEST_TODAY, validTo: '2030-12-31', quantity: 10 }),
    },
    { name: 'account lock reason', as: 'admin', method: 'POST', url: () => `/api/admin/users/${world.userId}/lock`, body: (reason) => ({ reason }) },
    { name: 'account unlock memo', as: 'admin', method: 'POST', url: () => `/api/admin/users/${world.userId}/unlock`, body: (memo) => ({ memo }) },
    {
      name: 'application review memo',
      as: 'admin',
      method: 'POST',
      url: () => `/api/admin/applications/${world.applicationId}/transition`,
      body: (memo) => ({ to: 'UNDER_REVIEW', memo }),
    },
    { name: 'notice title', as: 'admin', method: 'POST', url: () => '/api/admin/support/notices', body: (title) => ({ title, content: '본문' }) },
    {
      name: 'FAQ answer',
      as: 'admin',
      method: 'POST',
      url: () => '/api/admin/support/faqs',
      body: (answer) => ({ category: 'COUPON', question: '질문', answer }),
    },
    {
      name: 'listing application comment (member)',
      as: 'member',
      method: 'POST',
      url: () => '/api/hotelapp',
      body: (comment) => listingApplication('이모지 호텔', comment),
    },
    {
      name: 'support ticket subject (member)',
      as: 'member',
      method: 'POST',
      url: () => '/api/support/tickets',
      body: (subject) => ({ subject, firstMessage: '문의합니다' }),
    },
  ];

  for (const write of writes) {
    it(`${write.name}: 400 on a lone high or low surrogate or a reversed pair, an emoji saved`, async () => {
      for (const [kind, text] of Object.entries(LONE_TEXTS)) {
        assertRefused(await call[write.as](write.method, write.url(), write.body(text)), `${write.name} (${kind})`);
      }
      const res = await call[write.as](write.method, write.url(), write.body(EMOJI));
      assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${write.name} with an emoji: ${res.statusCode} ${res.body}`);
    });
  }

  it("the owner's reply keeps the emoji as sent", async () => {
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, world.reviewId));
    const page = await call.owner('GET', `/api/owner/hotels/${world.hotelId}/reviews?size=50`);
    const reply = page.json<{ content: { id: number; reply: { content: string } | null }[] }>().content.find((r) => r.id === row!.id)?.reply;
    assert.equal(reply?.content, EMOJI);
  });

  it('a key holding a lone surrogate is refused too, and the field it names is shown without it', async () => {
    const res = await call.admin('PUT', `/api/admin/rooms/${world.roomId}`, { ['memo\ud800']: 'x' });
    assertRefused(res, 'key');
    assert.equal(res.json<{ details: { field: string }[] }>().details[0]?.field, 'body.memo\ufffd');
  });

  it('in query strings and path parameters: no 5xx, a lone surrogate never reaches a query', async () => {
    // Percent-encoded UTF-8 of a surrogate (what a client sends) is not valid UTF-8: it never decodes to one.
    for (const url of ['/api/search/suggest?q=%ED%A0%80', '/api/search/hotels?q=%ED%B0%80', '/api/bookings/%ED%A0%80']) {
      const res = await call.member('GET', url);
      assert.ok(res.statusCode < 500, `${url}: ${res.statusCode} ${res.body}`);
    }
    const emoji = await call.member('GET', `/api/search/suggest?q=${encodeURIComponent('서울😀')}`);
    assert.equal(emoji.statusCode, 200, emoji.body);
  });

  it('in multipart text fields (a review comment sent as UTF-16): a lone surrogate refused, an emoji accepted', async () => {
    const [stay] = await app.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, member.id),
          eq(bookings.status, 'CONFIRMED'),
          lt(bookings.checkOut, TEST_TODAY),
          notExists(
            app.db
              .select()
              .from(reviews)
              .where(and(eq(reviews.bookingId, bookings.id), isNull(reviews.deletedAt))),
          ),
        ),
      )
      .orderBy(asc(bookings.checkOut))
      .limit(1);
    assert.ok(stay, 'member0001 has a stay waiting for a review');
    const send = (comment: string) => {
      const boundary = 'surrogateBoundary';
      const part = (name: string, value: Buffer, type = '') =>
        Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n`), value, Buffer.from('\r\n')]);
      const payload = Buffer.concat([
        part('bookingId', Buffer.from(String(stay.id))),
        part('rating', Buffer.from('5')),
        // utf16le decodes code unit by code unit: the one way a lone surrogate survives multipart decoding.
        part('comment', Buffer.from(comment, 'utf16le'), 'Content-Type: text/plain; charset=utf-16le\r\n'),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: `/api/hotels/${stay.hotelId}/reviews`,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    for (const [kind, text] of Object.entries(LONE_TEXTS)) assertRefused(await send(text), `review comment (${kind})`);
    const created = await send(EMOJI);
    assert.equal(created.statusCode, 201, created.body);
    const [saved] = await app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.bookingId, stay.id), isNull(reviews.deletedAt)));
    assert.equal(saved?.comment, EMOJI);
  });
});
