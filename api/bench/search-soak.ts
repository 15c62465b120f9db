import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/database';
import type { MixSearch } from '../src/modules/search/search-mix.reference';
import { startWriteMix, type WriteActors, type WriteStats } from './search-writes';

/** How many writes of the bench's write mix the world has seen since it was built: holds taken and nights repriced. */
export async function writesSeen(db: Database): Promise<{ holds: number; priceEdits: number }> {
  const [row] = await queryRows<{ holds: number; price_edits: number }>(
    db,
    sql`select
      (select count(*) from holds h join users u on u.id = h.user_id where u.login_id like 'bench-member-%')::int as holds,
      (select count(*) from audit_log a join users u on u.id = a.actor_id where u.login_id = 'bench-owner')::int as price_edits`,
  );
  return { holds: row?.holds ?? 0, priceEdits: row?.price_edits ?? 0 };
}

export interface SoakOptions {
  base: string;
  db: Database;
  actors: WriteActors;
  mix: MixSearch[];
  today: string;
  hotels: number;
  perSecond: number;
  seconds: number;
  log: (line: string) => void;
}

/**
 * `--soak=<s>`: only the write mix, for `seconds`, before anything is checked or timed — so the figures are those of a
 * world that has seen hours of holds (taken, lapsed, released) and price edits, with whatever bloat they leave behind
 * autovacuum (or the bench's stand-in for it, autovacuum-stand-in.ts), and the drift check after it covers them. Searches are left out so a long soak costs the
 * machine little; progress is logged every five minutes.
 */
export async function soakWrites(options: SoakOptions): Promise<WriteStats> {
  const { base, db, actors, mix, today, hotels, perSecond, seconds, log } = options;
  log(`soak: ${perSecond} writes/s for ${seconds} s, no searches`);
  const writer = startWriteMix(base, db, actors, mix, today, perSecond, hotels);
  const started = performance.now();
  for (let left = seconds * 1000; left > 0; left = seconds * 1000 - (performance.now() - started)) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(left, 300_000)));
    const { holds, priceEdits, refused, errors } = writer.stats;
    log(
      `soak: ${Math.round((performance.now() - started) / 1000)} s, ${holds} holds, ${priceEdits} price edits, ${refused} refused, ${errors} errors`,
    );
  }
  const stats = await writer.stop();
  const seen = await writesSeen(db);
  log(`soak done; since it was built the world has seen ${seen.holds} holds and ${seen.priceEdits} price edits of the bench`);
  return stats;
}
