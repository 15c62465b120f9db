import { sql } from 'drizzle-orm';
import { addDays, systemClock } from '../src/clock';
import { queryRows, type Database } from '../src/db/database';
import { Prng } from '../src/db/seed/prng';
import { AccessTokens } from '../src/modules/auth/token.service';
import type { MixSearch } from '../src/modules/search/search-mix.reference';

/**
 * The write mix of `pnpm bench:search` (issue 15 §2): while the searches run, members take holds and an owner edits
 * nightly prices, through the API like real clients, on the check-in dates the mix searches — so the result cache
 * is measured as it is on a real day, where writes keep moving the versions of the dates people look at.
 */
const MEMBERS = 20;
/** Hotels the bench owner runs (price edits go to these; holds go anywhere). */
const OWNED_HOTELS = 500;
/** The owner extranet edits today … today + 29 only. */
const EDIT_WINDOW_DAYS = 30;

/** Tokens are signed afresh for every write: access tokens expire, and a long run (a soak) outlives them. */
export interface WriteActors {
  members: number;
  memberToken(index: number): Promise<string>;
  ownerToken(): Promise<string>;
}

export interface WriteStats {
  holds: number;
  priceEdits: number;
  refused: number;
  errors: number;
  /** Answers other than 200/201/409/429, by status (0: no answer). */
  errorStatuses: Record<string, number>;
  seconds: number;
  /** Latency of every answered write by kind, ms (the cost triggers and the change log add to a write). */
  latencies: { hold: number[]; priceEdit: number[] };
}

/** Bench members and one owner of the first OWNED_HOTELS hotels (idempotent), with access tokens signed by `secret`. */
export async function ensureWriteActors(db: Database, secret: string): Promise<WriteActors> {
  const members = Array.from({ length: MEMBERS }, (_, i) => `bench-member-${String(i + 1).padStart(2, '0')}`);
  const rows = [...members.map((id) => [id, 'ROLE_USER'] as const), ['bench-owner', 'ROLE_OWNER'] as const];
  for (const [loginId, role] of rows) {
    await db.execute(sql`
      insert into users (login_id, email, name, role) values (${loginId}, ${`${loginId}@bench.invalid`}, ${loginId}, ${role})
      on conflict (login_id) do nothing`);
  }
  const users = await queryRows<{ id: number; login_id: string; name: string; role: 'ROLE_USER' | 'ROLE_OWNER' }>(
    db,
    sql`select id, login_id, name, role from users where login_id like 'bench-%' order by login_id`,
  );
  const owner = users.find((u) => u.login_id === 'bench-owner')!;
  await db.execute(sql`
    insert into hotel_owners (user_id, hotel_id)
    select ${owner.id}, h.id from hotels h where h.id <= ${OWNED_HOTELS}
    on conflict do nothing`);
  const signer = new AccessTokens(secret, systemClock);
  const sign = (u: (typeof users)[number]) => signer.sign({ sub: u.id, role: u.role, loginId: u.login_id, name: u.name });
  return {
    members: users.filter((u) => u.role === 'ROLE_USER').length,
    memberToken: async (index) => sign(users.filter((u) => u.role === 'ROLE_USER')[index]!),
    ownerToken: async () => sign(owner),
  };
}

/**
 * Sends `perSecond` writes a second (half holds, half price edits) until `stop()` resolves its promise, one at a
 * time per kind so the writes never queue up behind each other. Each hold takes one room of a random room type for
 * a stay the mix searches; each price edit moves one night of one room type of an owned hotel by ±1,000 won.
 */
export function startWriteMix(base: string, db: Database, actors: WriteActors, mix: MixSearch[], today: string, perSecond: number, hotels: number) {
  const prng = Prng.derive(99, `writes-${Date.now()}`);
  const stats: WriteStats = { holds: 0, priceEdits: 0, refused: 0, errors: 0, errorStatuses: {}, seconds: 0, latencies: { hold: [], priceEdit: [] } };
  let running = perSecond > 0;
  const started = performance.now();
  const pace = 2000 / Math.max(perSecond, 0.001);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const count = (status: number, ok: () => void) => {
    if (status === 200 || status === 201) ok();
    else if (status === 409 || status === 429) stats.refused++;
    else {
      stats.errors++;
      stats.errorStatuses[status] = (stats.errorStatuses[status] ?? 0) + 1;
    }
  };
  const send = async (kind: keyof WriteStats['latencies'], path: string, method: string, token: string, body: unknown) => {
    const t0 = performance.now();
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    stats.latencies[kind].push(performance.now() - t0);
    return res.status;
  };

  const holds = async () => {
    while (running) {
      const t0 = performance.now();
      const search = mix[prng.int(0, mix.length - 1)]!;
      const [type] = await queryRows<{ id: number; hotel_id: number }>(
        db,
        sql`select id, hotel_id from room_types where hotel_id = ${prng.int(1, hotels)} and capacity >= 1 limit 1`,
      );
      if (type) {
        const checkOut = addDays(search.checkIn, Math.min(search.nights, 2));
        const body = { hotelId: type.hotel_id, roomTypeId: type.id, checkIn: search.checkIn, checkOut, guests: 1 };
        const token = await actors.memberToken(prng.int(0, actors.members - 1));
        count(await send('hold', '/api/reservations/hold', 'POST', token, body).catch(() => 0), () => stats.holds++);
      }
      await sleep(Math.max(0, pace - (performance.now() - t0)));
    }
  };

  const priceEdits = async () => {
    const editable = mix.map((s) => s.checkIn).filter((d) => d >= today && d < addDays(today, EDIT_WINDOW_DAYS));
    while (running) {
      const t0 = performance.now();
      const date = editable.length ? editable[prng.int(0, editable.length - 1)]! : addDays(today, prng.int(0, EDIT_WINDOW_DAYS - 1));
      const [night] = await queryRows<{ room_type_id: number; hotel_id: number; price: number; allotment: number; status: string }>(
        db,
        sql`select room_type_id, hotel_id, price, allotment, status from room_inventory
            where hotel_id = ${prng.int(1, Math.min(OWNED_HOTELS, hotels))} and stay_date = ${date}::date limit 1`,
      );
      if (night) {
        const price = Math.max(10_000, night.price + (prng.next() < 0.5 ? -1000 : 1000));
        const body = { roomTypeId: night.room_type_id, date, price, allotment: night.allotment, status: night.status };
        const path = `/api/owner/hotels/${night.hotel_id}/inventory/day`;
        count(await send('priceEdit', path, 'PUT', await actors.ownerToken(), body).catch(() => 0), () => stats.priceEdits++);
      }
      await sleep(Math.max(0, pace - (performance.now() - t0)));
    }
  };

  const done = running ? Promise.all([holds(), priceEdits()]) : Promise.resolve([]);
  return {
    stats,
    async stop(): Promise<WriteStats> {
      running = false;
      await done;
      stats.seconds = (performance.now() - started) / 1000;
      return stats;
    },
  };
}
