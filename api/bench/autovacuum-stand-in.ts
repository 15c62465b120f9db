import pg from 'pg';

/**
 * This machine's PostgreSQL runs with `autovacuum = off` (the CI's /etc/postgresql/15/main/conf.d/90-ci.conf), and a
 * table's own `autovacuum_enabled` cannot override that. A world that has seen hours of writes then keeps every dead
 * row: after a 90-minute soak `search_stay_counts` held 2.5 M dead rows beside 126,400 live ones, and the statements
 * read through them. No production server runs like that, so where autovacuum is off the bench does its work: every
 * 60 s (autovacuum_naptime), VACUUM ANALYZE of each table whose dead rows passed autovacuum's default threshold (50 +
 * 20 % of its live rows), throttled as autovacuum is (cost delay 2 ms, cost limit 200). Where autovacuum is on, nothing.
 */
export interface AutovacuumStandIn {
  /** One pass now, unthrottled (before anything is timed). */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

const DUE = `select schemaname, relname from pg_stat_user_tables where n_dead_tup > 50 + 0.2 * n_live_tup order by n_dead_tup desc`;

export async function startAutovacuumStandIn(url: string, log: (line: string) => void): Promise<AutovacuumStandIn | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ autovacuum: string }>('show autovacuum');
  if (rows[0]?.autovacuum === 'on') {
    await client.end();
    return null;
  }
  log('the server runs with autovacuum = off: the bench vacuums as autovacuum would (see autovacuum-stand-in.ts)');
  let running = true;
  let vacuumed = 0;
  const pass = async () => {
    const due = await client.query<{ schemaname: string; relname: string }>(DUE);
    for (const table of due.rows) {
      if (!running) break;
      await client.query(`vacuum analyze ${client.escapeIdentifier(table.schemaname)}.${client.escapeIdentifier(table.relname)}`);
      vacuumed++;
    }
  };
  let chain: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    chain = chain.then(pass).catch((error: Error) => log(`autovacuum stand-in: ${error.message}`));
  }, 60_000);
  return {
    async catchUp() {
      const started = performance.now();
      await pass();
      log(`autovacuum stand-in: ${vacuumed} tables vacuumed before the run (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      await client.query("set vacuum_cost_delay = '2ms'");
      await client.query('set vacuum_cost_limit = 200');
    },
    async stop() {
      running = false;
      clearInterval(timer);
      await chain;
      await client.end();
      log(`autovacuum stand-in: ${vacuumed} tables vacuumed in all`);
    },
  };
}
