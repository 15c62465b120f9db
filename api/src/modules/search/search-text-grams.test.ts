import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HotelSearchResult, Suggestion } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { hotels } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { textGrams } from './search-filters.repository';

const STAY = `checkIn=${addDays(TEST_TODAY, 40)}&checkOut=${addDays(TEST_TODAY, 41)}&adults=1&limit=50`;

describe('typed text through the pairs of characters (hotels.text_grams, issue 28 §1)', () => {
  let app: FastifyInstance;
  const found = async (text: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/search/hotels?${STAY}&q=${encodeURIComponent(text)}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<HotelSearchResult>().items.map((item) => item.hotelId);
  };

  before(async () => {
    app = await build({ clock: testClock });
  });
  after(() => app.close());

  it('takes the distinct pairs of adjacent characters, by code point', () => {
    assert.deepEqual(textGrams('명동'), ['명동']);
    assert.deepEqual(textGrams('스테이'), ['스테', '테이']);
    assert.deepEqual(textGrams('aaaa'), ['aa']);
    assert.deepEqual(textGrams('🏨호텔'), ['🏨호', '호텔']);
    assert.deepEqual(textGrams('호'), []);
    assert.deepEqual(textGrams(''), []);
  });

  it("stores each hotel's pairs of its name and address keys, as textGrams makes them, and follows renames", async () => {
    await app.db.update(hotels).set({ name: 'QV 하우스', address1: '서울특별시 성동구 VK로 1' }).where(eq(hotels.id, 1));
    const rows = await queryRows<{ name_key: string; address_key: string; text_grams: string[] }>(
      app.db,
      sql`select name_key, address_key, text_grams from hotels order by id`,
    );
    assert.ok(rows.length >= 20);
    for (const row of rows) {
      const expected = [...new Set([...textGrams(row.name_key), ...textGrams(row.address_key)])].sort();
      assert.deepEqual([...row.text_grams].sort(), expected, row.name_key);
    }
    assert.ok(rows[0]!.text_grams.includes('qv') && rows[0]!.text_grams.includes('vk'), 'the renamed hotel has its new pairs');
  });

  it('finds a hotel by one character, by two and by more, and never by pairs split between its name and address', async () => {
    // Hotel 1 is now 'QV 하우스' at '… VK로 1' (previous test).
    assert.ok((await found('q')).includes(1), 'one character: matched by LIKE alone');
    assert.ok((await found('QV')).includes(1), 'two characters: one pair');
    assert.ok((await found('qv 하우')).includes(1), 'more characters, whitespace ignored');
    assert.ok((await found('vk로')).includes(1), 'the address');
    // Both pairs of 'qvk' are among the hotel's (qv in its name, vk in its address), but neither key contains it.
    assert.ok(!(await found('qvk')).includes(1));
    assert.ok(!(await found('하우스vk')).includes(1), 'not across the seam between name and address');
  });

  it('suggests through the same pairs, by name first, and by the region named', async () => {
    const suggested = async (text: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(text)}` });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<Suggestion[]>().map((s) => s.hotelId);
    };
    assert.deepEqual(await suggested('QV하'), [1]);
    assert.deepEqual(await suggested('vk로'), [1]);
    assert.deepEqual(await suggested('qvk'), []);
    // With 서울특별시 gone from its address, hotel 1 ('QV 하우스') is found only by the region it is in.
    await app.db.update(hotels).set({ address1: '성동구 VK로 1' }).where(eq(hotels.id, 1));
    assert.ok((await suggested('서울특별')).includes(1), 'found by the region it is in');
  });
});
