import type { bookingItems, bookings, payments } from '../schema';
import { addDays } from '../../clock';
import { Prng } from './prng';
import type { CatalogWorld } from './world-hotels.builder';
import type { GuestStay } from './world-inventory.builder';
import { DEMO_ACCOUNTS, type PeopleWorld } from './world-people.builder';

export interface GuestBookings {
  bookings: (typeof bookings.$inferInsert & { id: number })[];
  bookingItems: (typeof bookingItems.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  /** What the bookings take from inventory: one room of the type on each night of [checkIn, checkOut). */
  stays: { roomTypeId: number; checkIn: string; checkOut: string; rooms: number }[];
}

const seoulTime = (date: string, hour: number, minute: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+09:00`);

/**
 * The paid bookings behind the sold-out nights of the inventory builder: each guest stay becomes a CONFIRMED booking
 * of a seeded member (never the demo member, whose history the member area shows as it is), booked one to six weeks
 * ahead and always before today, paid in the sandbox. Ids follow the people world's bookings.
 */
export function buildGuestBookings(
  seed: number,
  catalog: CatalogWorld,
  stays: readonly GuestStay[],
  people: PeopleWorld,
  today: string,
): GuestBookings {
  const prng = Prng.derive(seed, 'guest-bookings');
  const guests = people.users.filter((u) => u.role === 'ROLE_USER' && u.loginId !== DEMO_ACCOUNTS.member.loginId);
  const capacity = new Map(catalog.roomTypes.map((t) => [t.id, t.capacity]));
  const world: GuestBookings = { bookings: [], bookingItems: [], payments: [], stays: [] };
  if (guests.length === 0) return world;
  const yesterday = addDays(today, -1);
  let id = people.bookings.length;
  for (const stay of stays) {
    id += 1;
    const guest = prng.pick(guests);
    const nights = stay.prices.length;
    const checkOut = addDays(stay.checkIn, nights);
    const total = stay.prices.reduce((sum, price) => sum + price, 0);
    const bookedOn = [addDays(stay.checkIn, -prng.int(7, 42)), yesterday].sort()[0]!;
    const bookedAt = seoulTime(bookedOn, prng.int(8, 23), prng.int(0, 59));
    const bookingNo = `HB${stay.checkIn.replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
    world.bookings.push({
      id,
      bookingNo,
      userId: guest.id,
      hotelId: stay.hotelId,
      roomTypeId: stay.roomTypeId,
      checkIn: stay.checkIn,
      checkOut,
      nights,
      guests: Math.min(capacity.get(stay.roomTypeId) ?? 2, 2),
      roomCount: 1,
      leadName: guest.name,
      leadPhone: guest.phone ?? null,
      subtotal: total,
      totalAmount: total,
      status: 'CONFIRMED',
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    stay.prices.forEach((price, n) =>
      world.bookingItems.push({ bookingId: id, roomTypeId: stay.roomTypeId, stayDate: addDays(stay.checkIn, n), price }),
    );
    world.payments.push({
      bookingId: id,
      orderId: `ORD-${bookingNo}`,
      paymentKey: `sandbox_${seed}_${id}`,
      amount: total,
      status: 'DONE',
      provider: 'SANDBOX',
      method: '카드',
      approvedAt: bookedAt,
      createdAt: bookedAt,
    });
    world.stays.push({ roomTypeId: stay.roomTypeId, checkIn: stay.checkIn, checkOut, rooms: 1 });
  }
  return world;
}
