import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays } from '../../clock';
import { HOTEL_EXTERIOR_COUNT } from '../../images/image-catalog';
import { Prng } from './prng';
import { REGION_SEEDS } from './regions.data';
import { DEFAULT_SEED } from './seed';
import { buildCatalog } from './world-hotels.builder';
import { buildInventory, INVENTORY_DAYS } from './world-inventory.builder';
import { buildPeople } from './world-people.builder';

const TODAY = '2030-03-15';

describe('Prng (mulberry32)', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (() => {
          const p = new Prng(seed);
          return () => p.next();
        })(),
      );
    assert.deepEqual(draw(7), draw(7));
    assert.notDeepEqual(draw(7), draw(8));
    const p = new Prng(1);
    for (let i = 0; i < 1000; i++) {
      const n = p.int(3, 5);
      assert.ok(n >= 3 && n <= 5 && Number.isInteger(n));
    }
  });
});

describe('seed world builder', () => {
  it('is deterministic: the same seed gives the same hotels, another seed different ones', () => {
    const names = (seed: number) => buildCatalog(seed, 60).hotels.map((h) => `${h.name}|${h.address1}|${h.gradeLevel}`);
    assert.deepEqual(names(DEFAULT_SEED), names(DEFAULT_SEED));
    assert.notDeepEqual(names(DEFAULT_SEED), names(DEFAULT_SEED + 1));
    const inventory = () => buildInventory(DEFAULT_SEED, buildCatalog(DEFAULT_SEED, 10), TODAY);
    assert.deepEqual(inventory(), inventory());
  });

  it('builds the 17 regions with official names: the spec average prices for its 15, then 세종 (16) and 제주 (17)', () => {
    const { regions } = buildCatalog(DEFAULT_SEED, 15);
    const prices = Object.fromEntries(regions.map((r) => [r.name, r.avgPrice]));
    assert.deepEqual(prices, {
      서울특별시: 120000,
      경기도: 95000,
      인천광역시: 110000,
      대전광역시: 95000,
      충청남도: 90000,
      충청북도: 90000,
      울산광역시: 105000,
      대구광역시: 95000,
      부산광역시: 100000,
      경상남도: 95000,
      경상북도: 90000,
      광주광역시: 95000,
      전라남도: 90000,
      전북특별자치도: 90000,
      강원특별자치도: 95000,
      세종특별자치시: 90000,
      제주특별자치도: 130000,
    });
    // The spec's 15 keep ids 1…15 (hotels and applications refer to them), the two added ones follow.
    assert.deepEqual(
      regions.slice(0, 2).map((r) => [r.id, r.code]),
      [
        [1, 'seoul'],
        [2, 'gyeonggi'],
      ],
    );
    assert.deepEqual(
      regions.slice(14).map((r) => [r.id, r.code, r.sortOrder]),
      [
        [15, 'gangwon', 15],
        [16, 'sejong', 16],
        [17, 'jeju', 17],
      ],
    );
  });

  it('opens every region with one hotel, so a 20-hotel test world has 세종 and 제주 hotels too', () => {
    const world = buildCatalog(DEFAULT_SEED, 20);
    assert.deepEqual(
      world.hotels.slice(0, 17).map((h) => h.regionId),
      Array.from({ length: 17 }, (_, i) => i + 1),
    );
    const jeju = world.hotels.filter((h) => h.regionId === 17);
    assert.ok(jeju.length >= 1);
    for (const h of jeju) {
      assert.match(h.address1, /^제주특별자치도 (제주시|서귀포시)( \S+[읍면])? \S+로 \d+$/);
      assert.match(h.phone ?? '', /^064-/);
      assert.match(h.postcode ?? '', /^63\d{3}$/);
    }
    const sejong = world.hotels.find((h) => h.regionId === 16)!;
    // No district in 세종's new-town road addresses: no double space either.
    assert.match(sejong.address1, /^세종특별자치시 (조치원읍 )?\S+ \d+$/);
    assert.match(sejong.phone ?? '', /^044-/);
  });

  it('gives 300 hotels unique names, real addresses and coordinates inside their region', () => {
    const world = buildCatalog(DEFAULT_SEED, 300);
    assert.equal(world.hotels.length, 300);
    assert.equal(new Set(world.hotels.map((h) => h.name)).size, 300);
    const usedRegions = new Set(world.hotels.map((h) => h.regionId));
    assert.equal(usedRegions.size, REGION_SEEDS.length);
    for (const h of world.hotels) {
      const region = REGION_SEEDS[h.regionId - 1]!;
      assert.ok(h.address1.startsWith(`${region.name} `), h.address1);
      assert.ok(
        region.districts.some((d) => h.address1.startsWith(`${[region.name, d.name].filter(Boolean).join(' ')} `)),
        h.address1,
      );
      const near = region.districts.some((d) => Math.abs(d.lat - h.latitude!) < 0.02 && Math.abs(d.lon - h.longitude!) < 0.02);
      assert.ok(near, `${h.name} coordinates`);
      assert.ok(h.gradeLevel >= 1 && h.gradeLevel <= 5);
      assert.match(h.phone ?? '', new RegExp(`^${region.phoneAreaCode}-\\d{3,4}-\\d{4}$`));
      assert.match(h.coverImageUrl ?? '', /^\/api\/images\/hotels\/h-(\d{2})\.webp$/);
      assert.ok(Number(h.coverImageUrl!.slice(-7, -5)) <= HOTEL_EXTERIOR_COUNT);
    }
    const grades = new Set(world.hotels.map((h) => h.gradeLevel));
    assert.deepEqual([...grades].sort(), [1, 2, 3, 4, 5]);
  });

  it('gives room types, rooms with floor-prefixed numbers, and some hotels fewer types', () => {
    const world = buildCatalog(DEFAULT_SEED, 100);
    const typesPerHotel = new Map<number, number>();
    for (const t of world.roomTypes) typesPerHotel.set(t.hotelId, (typesPerHotel.get(t.hotelId) ?? 0) + 1);
    assert.ok([...typesPerHotel.values()].some((n) => n === 4));
    assert.ok([...typesPerHotel.values()].some((n) => n < 4));
    for (const room of world.rooms) assert.ok(room.roomNo.startsWith(String(room.floor)) && room.roomNo.length === String(room.floor).length + 2);
    const numbers = world.rooms.map((r) => `${r.hotelId}:${r.roomNo}`);
    assert.equal(new Set(numbers).size, numbers.length, 'room numbers unique per hotel');
  });

  it('builds 120 nights of inventory with weekend prices, one-room-left nights and sold-out nights a guest booked', () => {
    const world = buildCatalog(DEFAULT_SEED, 40);
    const inv = buildInventory(DEFAULT_SEED, world, TODAY);
    assert.equal(inv.stayDate.length, world.roomTypes.length * INVENTORY_DAYS);
    assert.equal(inv.stayDate[0], TODAY);
    assert.equal(inv.stayDate[INVENTORY_DAYS - 1], addDays(TODAY, INVENTORY_DAYS - 1));
    const rooms = new Map<number, number>();
    for (const room of world.rooms) rooms.set(room.roomTypeId, (rooms.get(room.roomTypeId) ?? 0) + 1);
    // The rooms the guest stays take, night by night: one room each, consecutive nights, three at most.
    const taken = new Map<string, number>();
    const rowOf = new Map(inv.stayDate.map((d, i) => [`${inv.roomTypeId[i]}:${d}`, i]));
    for (const stay of inv.guestStays) {
      assert.ok(stay.prices.length >= 1 && stay.prices.length <= 3);
      stay.prices.forEach((price, n) => {
        const key = `${stay.roomTypeId}:${addDays(stay.checkIn, n)}`;
        taken.set(key, (taken.get(key) ?? 0) + 1);
        const row = rowOf.get(key)!;
        assert.equal(inv.price[row], price, "a stay pays the night's price");
        assert.equal(inv.hotelId[row], stay.hotelId);
      });
    }
    let soldOut = 0;
    let oneLeft = 0;
    const remaining = { weekend: [0, 0], weekday: [0, 0] };
    inv.allotment.forEach((allotment, i) => {
      const booked = taken.get(`${inv.roomTypeId[i]}:${inv.stayDate[i]}`) ?? 0;
      assert.ok(allotment >= 1 && allotment <= (rooms.get(inv.roomTypeId[i]!) ?? 1), 'offers at least one room, never more than it has');
      if (booked > 0) {
        assert.equal(inv.status[i], 'OPEN', 'guests only book open nights');
        assert.equal(booked, allotment, 'a booked night is a sold-out night');
        soldOut++;
      }
      if (allotment - booked === 1) oneLeft++;
      const dow = new Date(`${inv.stayDate[i]}T00:00:00Z`).getUTCDay();
      const bucket = remaining[dow === 5 || dow === 6 ? 'weekend' : 'weekday'];
      bucket[0]! += allotment - booked;
      bucket[1]! += 1;
      assert.ok(inv.price[i]! > 0 && inv.price[i]! % 1000 === 0);
    });
    assert.ok(soldOut > 0 && oneLeft > 0);
    const mean = ([sum, n]: number[]) => sum! / n!;
    assert.ok(mean(remaining.weekend) < mean(remaining.weekday), 'weekends are busier: fewer rooms left');
    // Friday (2030-03-15) costs more than the Monday after it for the same room type.
    assert.ok(inv.price[0]! > inv.price[3]!);
  });

  it('creates the demo accounts, the owner hotels, the welcome coupon and reviews tied to past stays', () => {
    const catalog = buildCatalog(DEFAULT_SEED, 20);
    const people = buildPeople(DEFAULT_SEED, catalog, TODAY);
    const logins = people.users.map((u) => u.loginId);
    assert.ok(['admin0001', 'owner0001', 'member0001'].every((l) => logins.includes(l)));
    const owner = people.users.find((u) => u.loginId === 'owner0001')!;
    const owned = people.hotelOwners.filter((o) => o.userId === owner.id);
    assert.ok(owned.length >= 3 && owned.length <= 5);
    assert.equal(people.coupons[0]?.amount, 10000);
    const member = people.users.find((u) => u.loginId === 'member0001')!;
    assert.ok(people.couponIssuances.some((i) => i.userId === member.id && i.status === 'AVAILABLE'));
    assert.ok(people.reviews.length > 20);
    const bookingById = new Map(people.bookings.map((b) => [b.id, b]));
    for (const review of people.reviews) {
      const booking = bookingById.get(review.bookingId!);
      assert.ok(booking && booking.userId === review.userId && booking.hotelId === review.hotelId);
      assert.ok(booking.checkOut <= TODAY && review.createdAt! < new Date(`${TODAY}T00:00:00+09:00`));
      assert.match(review.comment ?? '', /[\uac00-\ud7a3]/);
    }
  });
});
